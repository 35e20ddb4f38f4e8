# CPU: znver4
# MEASURED: 2.00
	vmovsd (%rdi), %xmm1
	vmovq %xmm0, %rcx
	vmaxsd %xmm0, %xmm1, %xmm0
