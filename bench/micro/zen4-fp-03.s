# CPU: znver4
# MEASURED: 3.00
	vmovsd (%rdi), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vcomisd %xmm0, %xmm1
