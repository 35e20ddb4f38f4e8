# CPU: znver5
# MEASURED: 2.61
# a vminsd chain read by a vaddsd (the model 2.00: the reader, older, seems to take the pipe the next vminsd needs): 2.61 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%)
	vminsd %xmm4, %xmm2, %xmm4
	vaddsd %xmm4, %xmm5, %xmm6
