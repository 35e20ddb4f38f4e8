# CPU: znver4
# MEASURED: 1.50
# three independent loads and five movl of an immediate: 1.50 cycles per iteration (six 1.75, four 1.17, three 1.00; with two loads and five or six 1.25, 1.51)
	movq (%rsi), %rax
	movq 64(%rsi), %rcx
	movq 128(%rsi), %rdx
	movl $1, %r8d
	movl $1, %r9d
	movl $1, %r10d
	movl $1, %r11d
	movl $1, %r12d
