# CPU: znver4
# MEASURED: 1.01
1:
	leal	3(%rax), %ecx
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
