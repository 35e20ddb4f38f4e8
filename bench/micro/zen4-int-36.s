# CPU: znver4
# MEASURED: 1.02
1:
	addl	%edi, %edx
	addl	%edi, %esi
	leal	3(%rax), %ecx
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
