# CPU: znver5
# MEASURED: 5.00
# a vaddsd and vminsd chain: 3 + 2 cycles: 5.00 and 4.99 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	vaddsd %xmm4, %xmm2, %xmm4
	vminsd %xmm4, %xmm3, %xmm4
