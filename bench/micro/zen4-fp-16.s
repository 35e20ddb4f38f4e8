# CPU: znver4
# MEASURED: 1.50
	vcvttsd2si %xmm0, %ecx
	vmaxsd %xmm1, %xmm4, %xmm5
	vmaxsd %xmm1, %xmm4, %xmm6
