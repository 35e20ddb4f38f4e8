# CPU: znver4
# MEASURED: 1.41
1:
	movl	%eax, %ecx
	movl	%eax, %edx
	movl	%eax, %esi
	addl	$1, %ecx
	addl	$1, %edx
	addl	$1, %esi
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
