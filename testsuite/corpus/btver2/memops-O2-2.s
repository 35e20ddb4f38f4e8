	movl	(%rcx,%rsi,4), %eax
	movl	%eax, (%rdi,%rsi,4)
	decq	%rsi
	cmpl	%esi, %edx
	jle	.L12
