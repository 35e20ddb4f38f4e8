	movq	(%rcx,%rax,8), %rdx
	addq	%rdx, (%rdi,%rax,8)
	incq	%rax
	cmpl	%eax, %esi
	jge	.L33
