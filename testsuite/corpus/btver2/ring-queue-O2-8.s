	movl	%eax, %esi
	andl	%ecx, %esi
	movslq	%esi, %rsi
	movl	(%r8,%rsi,4), %esi
	cmpl	%esi, %edi
	cmovl	%esi, %edi
	incl	%eax
	cmpl	%eax, %edx
	jne	.L44
