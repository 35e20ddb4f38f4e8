# CPU: znver4
# MEASURED: 1.02
1:
	addl	%edi, %edx
	addl	%edi, %esi
	addl	%eax, %ecx
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
