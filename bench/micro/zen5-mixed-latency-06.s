# CPU: znver5
# MEASURED: 2.07
# a vminsd chain read by a vminsd: the same latency, no slowdown: 2.06 and 2.08 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	vminsd %xmm4, %xmm2, %xmm4
	vminsd %xmm4, %xmm5, %xmm6
