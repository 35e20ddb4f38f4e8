# CPU: znver3
# MEASURED: 0.51
# bit scans of memory: tzcntl 8(%rsi), %eax
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	tzcntl 8(%rsi), %eax
