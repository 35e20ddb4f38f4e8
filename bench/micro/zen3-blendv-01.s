# CPU: znver3
# MEASURED: 1.55
# cond.c:50 [O3-v3] of the tuning sample: two compares, two vblendvps ymm and a vpandn on a loaded vector, stored back (the model 2.00: each vblendvps takes a store-data pipe, FP45)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vmovups	(%rsi,%rax), %ymm0
	vcmpltps	%ymm4, %ymm0, %ymm2
	vcmpltps	%ymm0, %ymm3, %ymm1
	vblendvps	%ymm2, %ymm4, %ymm0, %ymm0
	vpandn	%ymm1, %ymm2, %ymm1
	vblendvps	%ymm1, %ymm3, %ymm0, %ymm0
	vmovups	%ymm0, (%rcx,%rax)
	addq	$32, %rax
	cmpq	%rax, %rdi
	jne	1f
1:
