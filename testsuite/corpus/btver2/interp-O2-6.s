	movzwl	(%rsi,%rcx), %eax
	shrw	$4, %ax
	movzwl	%ax, %eax
	movzwl	(%rdx,%rax,2), %eax
	movw	%ax, (%r8,%rcx)
	addq	$2, %rcx
	cmpq	%rdi, %rcx
	jne	.L31
