	movzbl	(%rdi), %ecx
	incq	%rdi
	addl	%ecx, %edx
	movq	%rdx, %rcx
	imulq	%r8, %rdx
	shrq	$47, %rdx
	imull	$65521, %edx, %r9d
	subl	%r9d, %ecx
	addl	%ecx, %eax
	movl	%ecx, %edx
	movl	%eax, %eax
	movq	%rax, %rcx
	imulq	%r8, %rax
	shrq	$47, %rax
	imull	$65521, %eax, %r9d
	movl	%ecx, %eax
	subl	%r9d, %eax
	cmpq	%rdi, %rsi
	jne	.L3
