# CPU: znver4
# MEASURED: 1.02
1:
	movl	%r8d, %ecx
	xorl	%eax, %ecx
	movl	%ecx, (%r9,%rax,4)
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
