# CPU: znver4
# MEASURED: 1.56
	comisd %xmm0, %xmm1
	addq $1, %r8
