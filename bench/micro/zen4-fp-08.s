# CPU: znver4
# MEASURED: 2.00
	vmovsd (%rdi), %xmm1
	vmulsd %xmm0, %xmm1, %xmm2
	vmaxsd %xmm0, %xmm1, %xmm0
