# Zen 5: a conversion from a general register and the move of its result
# back, a chain through %edx.  The conversion takes 8 cycles from the
# general register (Zen 4: 5), the move out 2 (a vmovq there and back
# 7.00): 10.00 cycles per iteration (znver5 said 7.00 while it followed
# Zen 4).  Measured: 9.98; with vcvtsi2sdq 10.01, with a vaddsd between
# 12.98, vcvtsi2sdq then vcvttsd2siq 13.03.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 10.00
# BINDS: loop-carried
.L1:
	vcvtsi2sdl	%edx, %xmm2, %xmm0
	vmovd	%xmm0, %edx
	decq	%rdi
	jne	.L1
