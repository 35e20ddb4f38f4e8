	incl	%eax
	addq	$4, %rdx
	movslq	%eax, %rsi
	cmpq	%r8, %rdx
	movl	%ecx, (%rdi,%rsi,4)
	je	.L135
	movl	%ecx, %esi
	movl	(%rdx), %ecx
	cmpl	%esi, %ecx
	jne	.L140
