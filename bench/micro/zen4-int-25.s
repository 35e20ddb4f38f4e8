# CPU: znver4
# MEASURED: 1.79
1:
	leal	3(%rax), %ecx
	addl	%edi, %edx
	addl	%edi, %esi
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
