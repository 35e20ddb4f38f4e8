	movl	(%rdi,%rax,4), %edx
	movl	(%rdi,%rsi,4), %ecx
	movl	%ecx, (%rdi,%rax,4)
	incq	%rax
	movl	%edx, (%rdi,%rsi,4)
	decq	%rsi
	cmpl	%eax, %esi
	jg	.L52
