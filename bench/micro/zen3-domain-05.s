# CPU: znver3
# MEASURED: 4.00
# pxor then andps of its result in a loop-carried chain: 4.00, integer logic to FP logic and back; znver3 2.00 before the domain rows
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	pxor %xmm4, %xmm3
	andps %xmm5, %xmm3
