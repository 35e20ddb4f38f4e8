# CPU: znver3
# MEASURED: 3.99
# two vpermd from memory
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermd	(%rsi), %ymm5, %ymm2
	vpermd	32(%rsi), %ymm5, %ymm4
