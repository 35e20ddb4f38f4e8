# 256-bit code: its registers are filled whole, no vzeroupper before it.
	vaddps	%ymm1, %ymm0, %ymm0
