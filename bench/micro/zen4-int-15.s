# CPU: znver4
# MEASURED: 2.40
1:
	leal	3(%rax), %ecx
	addl	$5, %ecx
	addl	$5, %ecx
	addl	$5, %ecx
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
