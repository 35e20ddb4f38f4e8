	movslq	%eax, %r8
	movslq	%edi, %r9
	movl	(%r10,%r8,4), %r8d
	movl	(%rdx,%r9,4), %r9d
	cmpl	%r8d, %r9d
	jg	.L69
	incl	%edi
	cmpl	%r8d, %r9d
	jl	.L55
	incl	%r11d
	incl	%eax
	cmpl	%eax, %esi
	jle	.L52
	cmpl	%edi, %ecx
	jg	.L56
