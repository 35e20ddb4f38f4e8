# CPU: znver3
# MEASURED: 2.00
# vunpcklps ymm and vpaddd of its result in a loop-carried chain: 1.99-2.00, one cycle each; znver3 4.00 before the domain rows
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vunpcklps %ymm4, %ymm3, %ymm3
	vpaddd %ymm3, %ymm5, %ymm3
