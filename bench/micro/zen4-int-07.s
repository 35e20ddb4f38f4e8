# CPU: znver4
# MEASURED: 1.51
1:
	leal	3(%rax), %ecx
	addl	$5, %ecx
	addl	$5, %ecx
	movl	%ecx, (%r9)
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
