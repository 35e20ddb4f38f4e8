# CPU: znver4
# MEASURED: 4.00
	vaddsd %xmm1, %xmm0, %xmm0
	vcvttsd2si %xmm0, %ecx
