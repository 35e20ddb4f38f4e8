# CPU: znver4
# MEASURED: 1.51
1:
	addl	%edi, %edx
	leal	3(%rax), %ecx
	addl	%edi, %esi
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
