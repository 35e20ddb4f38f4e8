# CPU: znver3
# MEASURED: 0.50
# one vpmovsxwd ymm from memory: 0.50 (znver3 1.51 before the one-cycle row)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpmovsxwd (%rsi), %ymm0
