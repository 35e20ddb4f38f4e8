	movl	(%r9,%rdx,4), %ecx
	imulq	%rsi, %rcx
	addq	%rcx, %rax
	movl	%eax, (%r8,%rdx,4)
	incq	%rdx
	shrq	$32, %rax
	cmpl	%edx, %edi
	jg	.L65
