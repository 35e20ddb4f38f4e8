	movq	%rax, %rdi
	salq	$13, %rdi
	xorq	%rdi, %rax
	movq	%rax, %rdi
	shrq	$7, %rdi
	xorq	%rax, %rdi
	movq	%rdi, %rax
	salq	$17, %rax
	xorq	%rdi, %rax
	movq	%rax, (%rcx,%rdx,8)
	incq	%rdx
	cmpl	%edx, %esi
	jg	.L177
