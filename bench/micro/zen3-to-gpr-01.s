# CPU: znver3
# MEASURED: 2.00
# two independent vpextrd to general registers (FP4/FP5 and FP1/FP2)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpextrd	$1, %xmm1, %eax
	vpextrd	$1, %xmm3, %ecx
