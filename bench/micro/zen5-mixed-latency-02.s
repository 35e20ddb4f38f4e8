# CPU: znver5
# MEASURED: 2.32
# a vminsd chain beside an independent vaddsd: a 3-cycle operation on the same two pipes slows a 2-cycle chain: 2.31 and 2.33 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	vminsd %xmm4, %xmm2, %xmm4
	vaddsd %xmm8, %xmm5, %xmm6
