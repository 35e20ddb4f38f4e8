# CPU: znver4
# MEASURED: 4.00
	vmaxsd %xmm1, %xmm0, %xmm0
	vcomisd %xmm0, %xmm2
	vcomisd %xmm0, %xmm3
