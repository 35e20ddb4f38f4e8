# CPU: znver4
# MEASURED: 1.74
# zen4-int-31 with testq %rax, %rax for the compare
1:
	addl %eax, %ecx
	addl %edi, %edx
	addl %edi, %esi
	addq $1, %rax
	testq %rax, %rax
	jne 1b
