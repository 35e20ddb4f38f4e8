	movslq	%eax, %rsi
	incl	%eax
	movzbl	(%r10,%rsi), %esi
	xorb	(%r9,%rdx), %sil
	cmpl	%eax, %r8d
	cmove	%r11d, %eax
	movb	%sil, (%rdi,%rdx)
	incq	%rdx
	cmpq	%rdx, %rcx
	jne	.L64
