# CPU: znver4
# MEASURED: 1.10
1:
	leal	3(%rdx), %ecx
	addl	%edi, %edx
	addl	%edi, %esi
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
