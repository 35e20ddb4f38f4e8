# CPU: znver4
# MEASURED: 2.00
	vmovsd (%rdi), %xmm1
	vcomisd %xmm2, %xmm3
	vcomisd %xmm4, %xmm5
	vmaxsd %xmm0, %xmm1, %xmm0
