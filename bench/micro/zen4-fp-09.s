# CPU: znver4
# MEASURED: 2.00
	vmovsd (%rdi), %xmm1
	vmovsd %xmm0, (%rsi)
	vmaxsd %xmm0, %xmm1, %xmm0
