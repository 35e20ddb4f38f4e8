	movq	%r10, %r8
	movq	%r11, %r9
	movq	(%r12,%rax,8), %r11
	movq	%r8, %rcx
	movq	0(%rbp,%rax,8), %r10
	subq	%rsi, %rcx
	movq	%r11, %rdx
	subq	%rdi, %rdx
	imulq	%rdx, %rcx
	movq	%r9, %rdx
	subq	%rdi, %rdx
	movq	%r10, %rdi
	subq	%rsi, %rdi
	imulq	%rdi, %rdx
	movq	%r8, %rsi
	movq	%r9, %rdi
	cmpq	%rdx, %rcx
	setg	%dl
	incq	%rax
	movzbl	%dl, %edx
	addl	%edx, %ebx
	cmpq	%rax, %r13
	jne	.L73
