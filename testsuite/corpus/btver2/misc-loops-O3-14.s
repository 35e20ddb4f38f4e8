	addl	%esi, %eax
	cltq
	leaq	(%r8,%rax,8), %rax
	vmulsd	(%rax), %xmm2, %xmm0
	vmovsd	%xmm0, (%rax)
	addl	%r10d, %esi
	addq	%r11, %r9
	cmpl	%r10d, %edi
	leal	1(%rdi), %eax
	je	.L123
	movl	%eax, %edi
	cmpl	$1, %edi
	jne	.L128
	xorl	%eax, %eax
	jmp	.L113
