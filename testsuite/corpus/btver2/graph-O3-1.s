	movslq	(%r10,%rax,4), %rcx
	movq	%rcx, %rdx
	leaq	(%r11,%rcx,4), %rcx
	cmpl	$0, (%rcx)
	js	.L13
	incq	%rax
	cmpl	%eax, %edi
	jg	.L6
