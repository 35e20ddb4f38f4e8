# Zen 5: vcvtsi2ssl takes 8 cycles from the general register, as
# vcvtsi2sdl does (Zen 4: 4): with the move of its result back, 10.00
# cycles per iteration (znver5 said 6.00).  Measured: 10.01.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 10.00
# BINDS: loop-carried
.L1:
	vcvtsi2ssl	%edx, %xmm2, %xmm0
	vmovd	%xmm0, %edx
	decq	%rdi
	jne	.L1
