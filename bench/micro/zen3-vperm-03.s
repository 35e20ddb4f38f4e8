# CPU: znver3
# MEASURED: 1.82
# vpermq beside four vpaddb each chained on itself: 1.74-1.83 (three 1.65, two 1.43); two vpermq beside the four 2.00
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermq	$216, %ymm1, %ymm0
	vpaddb	%ymm5, %ymm5, %ymm5
	vpaddb	%ymm6, %ymm6, %ymm6
	vpaddb	%ymm7, %ymm7, %ymm7
	vpaddb	%ymm8, %ymm8, %ymm8
