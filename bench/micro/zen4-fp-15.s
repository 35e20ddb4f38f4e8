# CPU: znver4
# MEASURED: 2.00
	vcomisd %xmm0, %xmm7
	vmaxsd %xmm1, %xmm4, %xmm5
	vmaxsd %xmm1, %xmm4, %xmm6
	vmaxsd %xmm1, %xmm4, %xmm8
