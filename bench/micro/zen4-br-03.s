# CPU: znver4
# MEASURED: 1.07
# zen4-br-01 without the first compare-branch
	addl $1, %ecx
	movslq %ecx, %r9
	addl (%rdi,%r9,4), %eax
	cmpl %edx, %eax
	jne 4f
4:
