# CPU: znver3
# MEASURED: 2.02
# half of zen3-vpermq-mem-07: vxorps, vpermq from memory, two vpshufd, vpmuldq, vpaddq (the model 2.52)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vxorps	%xmm2, %xmm2, %xmm2
	vpermq	$216, (%rsi), %ymm2
	vpshufd	$80, %ymm2, %ymm3
	vpshufd	$250, %ymm2, %ymm2
	vpmuldq	%ymm3, %ymm2, %ymm3
	vpaddq	%ymm3, %ymm8, %ymm8
