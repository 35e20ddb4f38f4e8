	movzbl	(%rdi,%rax), %edx
	movzbl	(%rdi,%rsi), %ecx
	movb	%cl, (%rdi,%rax)
	incq	%rax
	movb	%dl, (%rdi,%rsi)
	decq	%rsi
	cmpl	%eax, %esi
	jg	.L119
