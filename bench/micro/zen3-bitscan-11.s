# CPU: znver3
# MEASURED: 2.00
# bit scans of memory: blsrl (%rsi), %eax
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	blsrl (%rsi), %eax
