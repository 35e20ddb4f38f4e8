# CPU: znver4
# MEASURED: 1.01
1:
	leal	3(%rdi), %ecx
	leal	3(%rdi), %edx
	leal	3(%rdi), %esi
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
