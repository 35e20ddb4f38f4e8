# CPU: znver4
# MEASURED: 2.41
# vcvtsi2sdl beside vmovd %ecx, %xmm2: both from the general registers (the model: four transfers in five cycles, vmovd taking one cycle of them, 2.25)
	vmovd %ecx, %xmm2
	vcvtsi2sdl %eax, %xmm1, %xmm0
