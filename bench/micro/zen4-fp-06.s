# CPU: znver4
# MEASURED: 2.24
	vmovsd (%rdi), %xmm1
	vptest %xmm0, %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
