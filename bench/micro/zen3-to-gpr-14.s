# CPU: znver3
# MEASURED: 1.00
# two independent vpinsrd from memory
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpinsrd	$1, (%rsi), %xmm1, %xmm2
	vpinsrd	$1, 8(%rsi), %xmm3, %xmm4
