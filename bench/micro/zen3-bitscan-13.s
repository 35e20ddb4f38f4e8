# CPU: znver3
# MEASURED: 4.01
# bit scans of memory: bsfl (%rsi), %eax
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	bsfl (%rsi), %eax
