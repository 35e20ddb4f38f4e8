# Zen 5: the SSE blendvps reads three vector registers (its destination,
# its source and %xmm0) and takes a pipe of the stores' data, as the VEX
# vblendvps: two beside two xmm stores 2.00 cycles per iteration
# (znver5 said 1.00).  Measured: 2.00-2.01.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.00
	movaps	%xmm8, %xmm2
	blendvps	%xmm0, %xmm1, %xmm2
	movaps	%xmm8, %xmm5
	blendvps	%xmm0, %xmm3, %xmm5
	movups	%xmm6, (%rdi)
	movups	%xmm7, 16(%rdi)
	addq	$32, %rdi
