	movslq	%esi, %rax
	movslq	%r8d, %rcx
	movl	(%rdi,%rax,4), %eax
	addl	(%rdi,%rcx,4), %eax
	cmpl	%edx, %eax
	je	.L82
	jl	.L89
	decl	%esi
	cmpl	%esi, %r8d
	jl	.L86
