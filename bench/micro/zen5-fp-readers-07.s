# CPU: znver5
# MEASURED: 3.25
# a vminsd chain read by two vaddsd (the model 3.00): 3.25 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%)
	vminsd %xmm4, %xmm2, %xmm4
	vaddsd %xmm4, %xmm5, %xmm6
	vaddsd %xmm4, %xmm5, %xmm7
