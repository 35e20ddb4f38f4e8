# CPU: znver4
# MEASURED: 1.76
1:
	addl	%edi, %edx
	addq	$1, %rax
	leal	3(%rax), %ecx
	addl	%edi, %esi
	cmpq	%rax, %r10
	jne	1b
