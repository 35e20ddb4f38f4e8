	addq	$4, %rax
	cmpq	%rdx, %rax
	je	.L70
	movl	(%rsi,%rax), %ecx
	cmpl	%ecx, (%rdi,%rax)
	je	.L68
