	movl	%esi, %eax
	shrq	$7, %rsi
	orl	$-128, %eax
	movb	%al, -1(%rdi,%rdx)
	movq	%rdx, %rax
	incq	%rdx
	cmpq	$127, %rsi
	ja	.L34
