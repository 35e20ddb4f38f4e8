# CPU: znver4
# MEASURED: 1.76
	comiss %xmm1, %xmm2
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
