	addq	%r9, %rax
	cmpl	%r8d, %edx
	movl	%esi, (%rcx)
	leaq	(%rdi,%r9), %rcx
	jl	.L93
	movl	(%rax), %esi
	subl	%r8d, %edx
	movq	%rax, %r11
	movq	%rcx, %rdi
	cmpl	%r10d, %esi
	jg	.L90
