	movslq	(%r10,%rax,4), %rcx
	movq	%rcx, %rdx
	leaq	(%r11,%rcx,4), %rcx
	cmpl	$0, (%rcx)
	jns	.L4
	movl	%r12d, (%rcx)
	movslq	%esi, %rcx
	movl	%edx, 0(%rbp,%rcx,4)
	incl	%esi
	incq	%rax
	cmpl	%eax, (%rdi)
	jg	.L5
