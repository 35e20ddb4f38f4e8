	movslq	%eax, %r8
	movl	(%r10,%r8,4), %r9d
	movslq	%edi, %r8
	movl	(%rdx,%r8,4), %r8d
	cmpl	%r8d, %r9d
	jl	.L53
	incl	%edi
	cmpl	%r8d, %r9d
	jg	.L39
	incl	%r11d
	incl	%eax
	cmpl	%eax, %esi
	jle	.L36
	cmpl	%edi, %ecx
	jg	.L40
