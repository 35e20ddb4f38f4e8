# CPU: znver5
# MEASURED: 2.08
# a vaddsd chain read by a vaddsd: 2.08 and 2.08 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	vaddsd %xmm4, %xmm2, %xmm4
	vaddsd %xmm4, %xmm5, %xmm6
