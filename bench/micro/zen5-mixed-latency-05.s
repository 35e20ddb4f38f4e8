# CPU: znver5
# MEASURED: 3.55
# two vminsd chains, each read by a vaddsd: 3.50 and 3.60 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	vminsd %xmm4, %xmm2, %xmm4
	vaddsd %xmm4, %xmm5, %xmm6
	vminsd %xmm7, %xmm2, %xmm7
	vaddsd %xmm7, %xmm5, %xmm8
