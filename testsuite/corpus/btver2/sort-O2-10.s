	movslq	%eax, %rcx
	movl	(%rdx), %esi
	cmpl	(%rdi,%rcx,4), %esi
	leaq	0(,%rcx,4), %r8
	je	.L108
	movl	%esi, 4(%rdi,%r8)
	incl	%eax
	addq	$4, %rdx
	cmpq	%r9, %rdx
	jne	.L109
