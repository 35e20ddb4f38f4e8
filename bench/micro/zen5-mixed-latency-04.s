# CPU: znver5
# MEASURED: 2.02
# a vminsd chain read by a vpxor: 2.02 and 2.03 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	vminsd %xmm4, %xmm2, %xmm4
	vpxor %xmm4, %xmm5, %xmm6
