	movswl	(%rdx,%rcx), %esi
	movswl	(%r9,%rcx), %eax
	subl	%esi, %eax
	movl	$-32768, %esi
	cmpl	%esi, %eax
	cmovl	%esi, %eax
	movl	$32767, %esi
	cmpl	%esi, %eax
	cmovg	%esi, %eax
	movw	%ax, (%r8,%rcx)
	addq	$2, %rcx
	cmpq	%rdi, %rcx
	jne	.L69
