	movzwl	(%rdx,%rax), %ecx
	addw	(%rsi,%rax), %cx
	movw	%cx, (%rdi,%rax)
	addq	$2, %rax
	cmpq	%rax, %r8
	jne	.L3
