# CPU: znver4
# MEASURED: 1.26
# two addq chains, each read by a fused cmpq/jne, and a third addq chain after them: 1.28; without the third chain 1.01
	addq $1, %rcx
	cmpq %rcx, %rsi
	jne 1f
1:
	addq $1, %rdx
	cmpq %rdx, %rsi
	jne 2f
2:
	addq $1, %r8
