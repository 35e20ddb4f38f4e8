# CPU: znver4
# MEASURED: 1.53
1:
	addl	%edi, %edx
	addl	%eax, %ecx
	addl	%edi, %esi
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
