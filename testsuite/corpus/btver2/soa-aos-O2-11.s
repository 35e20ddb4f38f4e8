	movzbl	(%rsi,%rdx), %eax
	movzbl	(%r9,%rdx), %ecx
	imull	$77, %eax, %eax
	imull	$150, %ecx, %ecx
	addl	%ecx, %eax
	movzbl	(%r10,%rdx), %ecx
	imull	$29, %ecx, %ecx
	addl	%ecx, %eax
	movb	%ah, (%rdi,%rdx)
	incq	%rdx
	cmpq	%rdx, %r8
	jne	.L59
