	movzbl	(%rsi,%rcx), %eax
	subl	$65, %eax
	cmpb	$25, %al
	setbe	%al
	sall	$5, %eax
	addb	(%rsi,%rcx), %al
	movb	%al, (%rdi,%rcx)
	incq	%rcx
	cmpq	%rcx, %rdx
	jne	.L46
