# CPU: znver4
# MEASURED: 1.02
1:
	leal	3(%rax), %ecx
	leal	3(%rax), %edx
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
