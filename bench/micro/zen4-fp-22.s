# CPU: znver4
# MEASURED: 3.00
	vmulsd %xmm1, %xmm0, %xmm0
	vcvttsd2si %xmm0, %ecx
