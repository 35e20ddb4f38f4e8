# CPU: znver4
# MEASURED: 3.00
	vcomisd %xmm2, %xmm3
	vcomisd %xmm4, %xmm5
	vcomisd %xmm6, %xmm7
