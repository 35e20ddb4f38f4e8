	movslq	%esi, %rsi
	incl	%eax
	movl	(%rdi,%rsi,4), %esi
	testl	%esi, %esi
	jns	.L44
