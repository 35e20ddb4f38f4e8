# CPU: znver4
# MEASURED: 2.00
	vmovsd (%rdi), %xmm1
	vaddsd %xmm0, %xmm2, %xmm3
	vmaxsd %xmm0, %xmm1, %xmm0
