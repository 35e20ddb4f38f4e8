	movzwl	(%rsi,%rax), %ecx
	imulw	(%rdx,%rax), %cx
	movw	%cx, (%rdi,%rax)
	addq	$2, %rax
	cmpq	%r8, %rax
	jne	.L9
