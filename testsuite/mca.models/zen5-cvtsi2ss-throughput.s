# Zen 5: three independent vcvtsi2ssl an iteration, one a cycle on the
# path from the general registers, as vcvtsi2sdl: 3.00 cycles per
# iteration.  Its class merges the legacy, VEX and EVEX forms and is
# named for an EVEX one (VCVTSI2SSZrr); the model generator took it for
# a 512-bit class and halved its cycles as Zen 5's 512-bit operations
# are (znver5 said 1.50).  Measured: 3.01.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 3.00
# BINDS: GprToFp
.L1:
	vcvtsi2ssl	%eax, %xmm2, %xmm1
	vcvtsi2ssl	%ecx, %xmm2, %xmm3
	vcvtsi2ssl	%edx, %xmm2, %xmm4
	decq	%rdi
	jne	.L1
