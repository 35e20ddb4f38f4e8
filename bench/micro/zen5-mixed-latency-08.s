# CPU: znver5
# MEASURED: 2.87
# a vminsd chain read by a vaddsd, beside an independent vaddsd: 2.86 and 2.88 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	vminsd %xmm4, %xmm2, %xmm4
	vaddsd %xmm4, %xmm5, %xmm6
	vaddsd %xmm8, %xmm9, %xmm10
