# CPU: znver3
# MEASURED: 4.03
# two vpermq $216 from memory (uops.info Zen 3: reciprocal throughput 2.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermq	$216, (%rsi), %ymm2
	vpermq	$216, 32(%rsi), %ymm4
