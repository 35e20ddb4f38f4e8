# CPU: znver4
# MEASURED: 1.65
1:
	addl	%eax, %ecx
	addl	%eax, %edx
	addl	%eax, %esi
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
