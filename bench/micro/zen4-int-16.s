# CPU: znver4
# MEASURED: 1.77
1:
	leaq	3(%rax), %rcx
	leaq	3(%rax), %rdx
	leaq	3(%rax), %rsi
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
