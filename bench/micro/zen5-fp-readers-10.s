# CPU: znver5
# MEASURED: 2.00
# a vminsd chain: 2.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%)
	vminsd %xmm4, %xmm2, %xmm4
