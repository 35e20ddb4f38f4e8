# CPU: znver4
# MEASURED: 1.78
1:
	addq	$1, %rax
	leal	3(%rax), %ecx
	leal	3(%rax), %edx
	leal	3(%rax), %esi
	cmpq	%rax, %r10
	jne	1b
