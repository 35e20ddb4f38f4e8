# CPU: znver4
# MEASURED: 1.03
1:
	addl	%edi, %ecx
	addl	%edi, %edx
	addl	%edi, %esi
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
