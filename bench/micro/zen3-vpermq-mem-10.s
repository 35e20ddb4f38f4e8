# CPU: znver3
# MEASURED: 2.00
# zen3-vpermq-mem-09 without the vxorps
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermq	$216, (%rsi), %ymm2
	vpshufd	$80, %ymm2, %ymm3
	vpshufd	$250, %ymm2, %ymm2
	vpmuldq	%ymm3, %ymm2, %ymm3
	vpaddq	%ymm3, %ymm8, %ymm8
