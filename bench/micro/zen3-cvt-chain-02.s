# CPU: znver3
# MEASURED: 2.76
# zen3-cvt-chain-01 without the store
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vmovdqa	%ymm2, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vmulps	%ymm6, %ymm0, %ymm0
	vpaddd	%ymm4, %ymm2, %ymm2
	vsubps	%ymm0, %ymm5, %ymm1
	vmulps	(%rdx,%rax), %ymm0, %ymm0
	vfmadd231ps	(%rsi,%rax), %ymm1, %ymm0
	addq	$32, %rax
	cmpq	%r8, %rax
	jne	1f
1:
