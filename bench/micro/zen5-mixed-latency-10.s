# CPU: znver5
# MEASURED: 2.08
# a vaddsd chain beside an independent vminsd: 2.07 and 2.08 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	vaddsd %xmm4, %xmm2, %xmm4
	vminsd %xmm8, %xmm5, %xmm6
