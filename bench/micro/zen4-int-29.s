# CPU: znver4
# MEASURED: 1.77
1:
	addl	$1, %ecx
	addl	%ecx, %edx
	addl	%ecx, %esi
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
