	cmpl	%r9d, %edx
	jge	.L42
	movslq	%edx, %rsi
	movslq	%eax, %rdi
	movl	(%rcx,%rsi,4), %r14d
	cmpl	%r14d, (%r11,%rdi,4)
	jne	.L44
	vmovsd	(%rbx,%rdi,8), %xmm0
	incl	%eax
	incl	%edx
	cmpl	%r10d, %eax
	vmulsd	(%r8,%rsi,8), %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	jl	.L64
