	movzbl	(%rdi), %eax
	movl	$0, %ecx
	addl	%edx, %eax
	cmovs	%ecx, %eax
	movl	$255, %ecx
	cmpl	%ecx, %eax
	cmovg	%ecx, %eax
	incq	%rdi
	movb	%al, -1(%rdi)
	cmpq	%rdi, %rsi
	jne	.L13
