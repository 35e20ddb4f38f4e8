	vcvttsd2siq	(%r9,%rax,8), %rdx
	movq	%rdx, (%r8,%rax,8)
	incq	%rax
	cmpl	%eax, %ecx
	jg	.L109
