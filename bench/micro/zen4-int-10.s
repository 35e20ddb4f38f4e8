# CPU: znver4
# MEASURED: 1.78
1:
	leal	3(%rax), %ecx
	addl	$5, %ecx
	addl	$5, %ecx
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
