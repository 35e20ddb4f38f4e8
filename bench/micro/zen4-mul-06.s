# CPU: znver4
# MEASURED: 1.63
# one imulq and four movl: 1.62 (five 1.83, six 2.00, seven 2.00, three 1.01); the same with a nop, or three, after it 1.62
	imulq $3, %rbx, %rax
	movl $1, %r8d
	movl $1, %r9d
	movl $1, %r10d
	movl $1, %r11d
