# CPU: znver4
# MEASURED: 1.02
1:
	addl	%edi, %edx
	leal	3(%rax), %ecx
	addq	$1, %rax
	addl	%edi, %esi
	cmpq	%rax, %r10
	jne	1b
