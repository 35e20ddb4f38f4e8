# CPU: znver5
# MEASURED: 2.01
# a vaddsd chain beside two independent vaddsd: 2.01 and 2.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	vaddsd %xmm4, %xmm2, %xmm4
	vaddsd %xmm8, %xmm5, %xmm6
	vaddsd %xmm8, %xmm5, %xmm7
