	movzbl	(%r11,%rdx), %r8d
	movl	%eax, %edi
	sall	$8, %edi
	addl	%edi, %eax
	movzbl	(%r9,%rdx), %edi
	incq	%rdx
	imull	%ecx, %r8d
	subl	%r8d, %edi
	addl	%edi, %eax
	xorl	%eax, %esi
	cmpl	%edx, %r10d
	jg	.L139
