# CPU: znver4
# MEASURED: 4.00
	vmovsd (%rdi), %xmm1
	vcvttsd2si %xmm0, %ecx
	vmaxsd %xmm0, %xmm1, %xmm0
