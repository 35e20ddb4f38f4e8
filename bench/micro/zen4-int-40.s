# CPU: znver4
# MEASURED: 1.76
1:
	addq	$1, %rax
	leal	3(%rax), %ecx
	addl	%edi, %edx
	addl	%edi, %esi
	cmpq	%rax, %r10
	jne	1b
