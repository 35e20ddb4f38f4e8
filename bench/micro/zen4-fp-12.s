# CPU: znver4
# MEASURED: 4.00
	vmovsd (%rdi), %xmm1
	vcomisd %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
