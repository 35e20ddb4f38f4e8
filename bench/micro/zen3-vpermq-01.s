# CPU: znver3
# MEASURED: 1.28
# one vpermq $78 ymm from a register (uops.info Zen 3: reciprocal throughput 1.27; the lane unit gives 1.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermq	$78, %ymm1, %ymm2
