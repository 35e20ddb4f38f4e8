# Zen 5: a conversion from a general register beside two independent
# scalar FP adds.  The conversion takes one cycle of the two FP add
# pipes (Zen 4: two), so three operations share them: 1.50 cycles per
# iteration (znver5 said 2.00 while it followed Zen 4).  Measured: 1.50
# for vcvtsi2sdl, 1.49 for vcvtsi2sdq, 1.50 for vcvtsi2ssq beside
# vaddss; with three adds 2.01.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 1.50
# BINDS: Zn4FPFAdd01
.L1:
	vcvtsi2sdl	%eax, %xmm2, %xmm1
	vaddsd	%xmm3, %xmm4, %xmm5
	vaddsd	%xmm3, %xmm4, %xmm6
	decq	%rdi
	jne	.L1
