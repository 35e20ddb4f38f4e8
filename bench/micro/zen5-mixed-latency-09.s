# CPU: znver5
# MEASURED: 2.02
# a vminsd chain beside an independent vminsd: 2.05 and 2.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	vminsd %xmm4, %xmm2, %xmm4
	vminsd %xmm8, %xmm5, %xmm6
