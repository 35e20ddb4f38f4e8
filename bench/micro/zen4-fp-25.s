# CPU: znver4
# MEASURED: 2.85
# two independent vcvtsi2sdl (one 1.23, three 3.69; the model 2.50)
	vcvtsi2sdl %eax, %xmm1, %xmm0
	vcvtsi2sdl %ecx, %xmm1, %xmm2
