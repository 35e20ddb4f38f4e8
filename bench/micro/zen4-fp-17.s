# CPU: znver4
# MEASURED: 1.00
	vcomisd %xmm0, %xmm1
	vmovq %xmm0, %rax
