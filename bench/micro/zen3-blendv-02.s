# CPU: znver3
# MEASURED: 2.16
# -01 with the masks in registers the loop leaves alone, no compares: slower than -01 (the model 2.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vmovups	(%rsi,%rax), %ymm0
	vblendvps	%ymm2, %ymm4, %ymm0, %ymm0
	vblendvps	%ymm1, %ymm3, %ymm0, %ymm0
	vmovups	%ymm0, (%rcx,%rax)
	addq	$32, %rax
1:
