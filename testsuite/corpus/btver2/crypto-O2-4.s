	movzbl	%sil, %ecx
	addq	%r8, %rcx
	movzbl	(%rcx), %eax
	addl	%eax, %r9d
	movzbl	%r9b, %edi
	addq	%r8, %rdi
	movzbl	(%rdi), %r11d
	movb	%r11b, (%rcx)
	movb	%al, (%rdi)
	addb	(%rcx), %al
	movzbl	%al, %eax
	movzbl	(%r8,%rax), %eax
	movb	%al, -1(%r10,%rsi)
	movq	%rsi, %rax
	incq	%rsi
	cmpq	%rdx, %rax
	jne	.L22
