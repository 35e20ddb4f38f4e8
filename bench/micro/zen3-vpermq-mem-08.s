# CPU: znver3
# MEASURED: 3.99
# zen3-vpermq-mem-07 without the two vxorps
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermq	$216, (%rcx,%rax), %ymm0
	vpermq	$216, (%rsi,%rax), %ymm1
	vpshufd	$80, %ymm0, %ymm3
	vpshufd	$80, %ymm1, %ymm4
	vpmuldq	%ymm4, %ymm3, %ymm3
	vpshufd	$250, %ymm0, %ymm0
	vpshufd	$250, %ymm1, %ymm1
	vpmuldq	%ymm1, %ymm0, %ymm0
	addq	$32, %rax
	vpaddq	%ymm2, %ymm3, %ymm2
	vpaddq	%ymm2, %ymm0, %ymm2
	cmpq	%rax, %rdx
	jne	1f
1:
