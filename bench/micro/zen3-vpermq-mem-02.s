# CPU: znver3
# MEASURED: 1.99
# vpermq from memory beside vpermq from a register
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermq	$216, (%rsi), %ymm2
	vpermq	$78, %ymm3, %ymm4
