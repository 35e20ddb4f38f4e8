# CPU: znver4
# MEASURED: 1.04
1:
	movl	%r8d, %ecx
	xorl	%eax, %ecx
	addl	$3, %ecx
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
