# CPU: znver4
# MEASURED: 1.02
1:
	movsd (%rdi,%rdx,8), %xmm1
	comisd %xmm0, %xmm1
	addq $1, %rdx
	cmpq %rcx, %rdx
	jne 1b
