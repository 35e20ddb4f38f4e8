	incq	%rdx
	movzbl	(%rdi,%rdx), %eax
	subl	$48, %eax
	cmpb	$9, %al
	jbe	.L65
