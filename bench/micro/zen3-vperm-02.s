# CPU: znver3
# MEASURED: 1.78
# vpermq then three vpaddb chained on its result: 1.78 (one 1.25, two 1.54: each chained operation a quarter cycle more; a vpaddb at the chain head instead of vpermq 1.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermq	$216, %ymm1, %ymm0
	vpaddb	%ymm0, %ymm0, %ymm0
	vpaddb	%ymm0, %ymm0, %ymm0
	vpaddb	%ymm0, %ymm0, %ymm0
