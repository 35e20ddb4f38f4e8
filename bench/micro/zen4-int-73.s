# CPU: znver4
# MEASURED: 2.25
# mulq beside four independent addq chains
	movq %rdi, %rax
	mulq %rsi
	addq $1, %r8
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
