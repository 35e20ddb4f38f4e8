	incl	%r12d
	movl	%ecx, -4(%r14,%rax,4)
	cmpl	%r12d, %r13d
	leaq	1(%rax), %rdx
	jle	.L39
	cmpl	%ebp, %r8d
	jle	.L39
	movslq	%r12d, %r9
	movq	%rdx, %rax
	movl	(%rdi,%r9,4), %ecx
	movl	(%r15,%rsi,4), %edx
	cmpl	%edx, %ecx
	jle	.L54
