# CPU: znver3
# MEASURED: 2.28
# a load, two independent vblendvps ymm of it with masks in registers, and a store of another register (the model 2.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vmovups	(%rsi,%rax), %ymm0
	vblendvps	%ymm2, %ymm4, %ymm0, %ymm8
	vblendvps	%ymm1, %ymm3, %ymm0, %ymm9
	vmovups	%ymm6, (%rcx,%rax)
	addq	$32, %rax
1:
