# CPU: znver4
# MEASURED: 1.07
1:
	movl	(%rsi,%rax), %edx
	roll	%cl, %edx
	movl	%edx, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%r8, %rax
	jne	1b
