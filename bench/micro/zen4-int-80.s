# CPU: znver4
# MEASURED: 1.05
# zen4-int-77 without the table load
	movq %rax, %rcx
	andl $15, %ecx
	xorb (%rdi,%rax), %cl
	addq $1, %rax
	cmpq %rax, %rdx
	jne 1f
1:
