# CPU: znver4
# MEASURED: 1.79
1:
	movl	%eax, %ecx
	addl	$1, %ecx
	addl	%edi, %edx
	addl	%edi, %esi
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
