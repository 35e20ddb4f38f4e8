	movl	%eax, %r10d
	sall	$8, %r10d
	addl	%r10d, %eax
	movzbl	(%r11,%rdx), %r10d
	addl	%r10d, %eax
	cmpl	%edx, %r8d
	jg	.L75
	movslq	%edi, %r10
	movzbl	(%r11,%r10), %r10d
	imull	%ecx, %r10d
	subl	%r10d, %eax
	incq	%rdx
	xorl	%eax, %r9d
	incl	%edi
	cmpq	%rsi, %rdx
	jne	.L76
