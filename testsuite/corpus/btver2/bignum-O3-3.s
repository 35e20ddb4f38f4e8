	xorl	%ecx, %ecx
	addq	(%rsi,%rdx,8), %rax
	setc	%cl
	addq	(%rdi,%rdx,8), %rax
	movq	%rax, (%r8,%rdx,8)
	movq	%rcx, %rax
	adcq	$0, %rax
	incq	%rdx
	cmpl	%edx, %r10d
	jg	.L47
