# CPU: znver4
# MEASURED: 1.00
1:
	movl	%eax, %ecx
	movl	%eax, %edx
	movl	%eax, %esi
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
