	movzwl	(%rdx,%rax,2), %ecx
	movw	%cx, (%rdi,%rax)
	movzwl	2(%rdx,%rax,2), %ecx
	movw	%cx, (%rsi,%rax)
	addq	$2, %rax
	cmpq	%r8, %rax
	jne	.L58
