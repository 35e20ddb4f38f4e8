# Zen 5: three independent conversions from general registers an
# iteration.  The path from the general registers to the FP unit takes
# one a cycle (Zen 4: four in five cycles): 3.00 cycles per iteration
# (znver5 said 3.75 while it followed Zen 4).  Measured: 3.00; one
# conversion 0.99, six 6.01.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 3.00
# BINDS: GprToFp
.L1:
	vcvtsi2sdl	%eax, %xmm2, %xmm1
	vcvtsi2sdl	%ecx, %xmm2, %xmm3
	vcvtsi2sdl	%edx, %xmm2, %xmm4
	decq	%rdi
	jne	.L1
