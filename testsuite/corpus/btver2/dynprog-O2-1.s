	xorl	%esi, %esi
	cmpb	%cl, -1(%r11,%rdx)
	setne	%sil
	incl	%eax
	addl	%edi, %esi
	movl	(%r10,%rdx,4), %edi
	cmpl	%esi, %eax
	cmovg	%esi, %eax
	leal	1(%rdi), %esi
	cmpl	%esi, %eax
	cmovg	%esi, %eax
	movl	%eax, (%r9,%rdx,4)
	incq	%rdx
	cmpq	%rbx, %rdx
	jne	.L3
