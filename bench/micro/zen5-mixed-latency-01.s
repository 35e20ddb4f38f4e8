# CPU: znver5
# MEASURED: 2.58
# a vminsd chain (2 cycles) read by a vaddsd (3 cycles to a non-add): 2.59 and 2.58 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	vminsd %xmm4, %xmm2, %xmm4
	vaddsd %xmm4, %xmm5, %xmm6
