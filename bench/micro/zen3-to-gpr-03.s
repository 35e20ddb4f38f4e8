# CPU: znver3
# MEASURED: 1.99
# vpextrd beside a ymm store
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpextrd	$1, %xmm1, %eax
	vmovdqu	%ymm3, (%rsi)
