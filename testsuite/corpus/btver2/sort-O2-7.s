	leal	(%rdx,%rdx), %ecx
	leal	1(%rcx), %eax
	addl	$2, %ecx
	cmpl	%esi, %eax
	jge	.L74
	movslq	%edx, %r9
	movslq	%eax, %r8
	movq	(%rdi,%r9,8), %r10
	cmpq	%r10, (%rdi,%r8,8)
	jg	.L85
	cmpl	%ecx, %esi
	jle	.L84
	movl	%edx, %r9d
	movslq	%eax, %r8
	movslq	%r9d, %rax
	movq	(%rdi,%rax,8), %rax
	cmpq	%rax, 8(%rdi,%r8,8)
	movl	%ecx, %eax
	cmovle	%r9d, %eax
	cmpl	%eax, %edx
	je	.L84
	movslq	%edx, %rdx
	leaq	(%rdi,%rdx,8), %rcx
	movslq	%eax, %rdx
	leaq	(%rdi,%rdx,8), %rdx
	movq	(%rcx), %r8
	movq	(%rdx), %r9
	movq	%r9, (%rcx)
	movq	%r8, (%rdx)
	movl	%eax, %edx
	jmp	.L79
