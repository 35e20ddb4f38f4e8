# CPU: znver5
# MEASURED: 2.17
# a vminsd chain beside an independent vroundsd (3 cycles): 2.16 and 2.18 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	vminsd %xmm4, %xmm2, %xmm4
	vroundsd $1, %xmm8, %xmm5, %xmm6
