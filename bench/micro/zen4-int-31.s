# CPU: znver4
# MEASURED: 1.65
1:
	addl	%eax, %ecx
	addl	%edi, %edx
	addl	%edi, %esi
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
