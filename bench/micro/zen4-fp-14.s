# CPU: znver4
# MEASURED: 1.50
	vcomisd %xmm0, %xmm7
	vmaxsd %xmm1, %xmm4, %xmm5
	vmaxsd %xmm1, %xmm4, %xmm6
