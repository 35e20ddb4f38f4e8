# CPU: znver3
# MEASURED: 5.10
# four independent vpermq $78 ymm
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermq	$78, %ymm1, %ymm2
	vpermq	$78, %ymm3, %ymm4
	vpermq	$78, %ymm5, %ymm6
	vpermq	$78, %ymm7, %ymm8
