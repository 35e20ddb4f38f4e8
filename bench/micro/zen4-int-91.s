# CPU: znver4
# MEASURED: 0.75
# two independent loads and one movl: 0.75 cycles per iteration (two loads and two movl 0.67, one load and one movl 0.34)
	movq (%rsi), %rax
	movq 64(%rsi), %rcx
	movl $1, %r8d
