	movzbl	(%rdi), %edx
	incq	%rdi
	leal	(%rdx,%rsi), %eax
	movq	%rax, %rdx
	imulq	%r9, %rax
	shrq	$39, %rax
	movl	%eax, %esi
	sall	$8, %esi
	subl	%eax, %esi
	movl	%edx, %eax
	subl	%esi, %eax
	leal	(%rcx,%rax), %edx
	movzwl	%ax, %esi
	movq	%rdx, %rcx
	imulq	%r9, %rdx
	shrq	$39, %rdx
	movl	%edx, %r8d
	sall	$8, %r8d
	subl	%edx, %r8d
	subl	%r8d, %ecx
	cmpq	%rdi, %r10
	movl	%ecx, %edx
	movzwl	%cx, %ecx
	jne	.L21
