# CPU: znver3
# MEASURED: 6.56
# a chain of vpermq $78 ymm (uops.info Zen 3: latency 6)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermq	$78, %ymm1, %ymm1
