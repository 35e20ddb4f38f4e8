	cmpl	%ebp, %r8d
	jle	.L36
	movq	%rax, %rdx
	movslq	%r12d, %rax
	movl	(%rsi,%rax,4), %ecx
	movslq	%ebp, %rax
	movl	(%r15,%rax,4), %eax
	cmpl	%eax, %ecx
	jle	.L48
	incl	%ebp
	cmpl	%r12d, %r13d
	movl	%eax, -4(%r14,%rdx,4)
	leaq	1(%rdx), %rax
	jg	.L49
