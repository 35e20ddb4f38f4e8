# CPU: znver4
# MEASURED: 1.03
# zen4-br-01 without the second compare-branch
	addl $1, %ecx
	cmpl %esi, %ecx
	jge 3f
3:
	movslq %ecx, %r9
	addl (%rdi,%r9,4), %eax
