# CPU: znver4
# MEASURED: 2.00
1:
	addl	$1, %ecx
	addl	$1, %ecx
	addl	$1, %edx
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
