# CPU: znver3
# MEASURED: 4.03
# reduce-int.c:108 [O3-v3] of the held-out split: two vpermq from memory, four vpshufd, two vpmuldq, two vpaddq (the model 5.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermq	$216, (%rcx,%rax), %ymm0
	vpermq	$216, (%rsi,%rax), %ymm1
	addq	$32, %rax
	vpshufd	$80, %ymm0, %ymm3
	vpshufd	$80, %ymm1, %ymm4
	vpshufd	$250, %ymm0, %ymm0
	vpmuldq	%ymm4, %ymm3, %ymm3
	vpshufd	$250, %ymm1, %ymm1
	vpmuldq	%ymm1, %ymm0, %ymm0
	vpaddq	%ymm2, %ymm3, %ymm2
	vpaddq	%ymm2, %ymm0, %ymm2
	cmpq	%rax, %rdx
	jne	1f
1:
