	decq	%rdx
	decl	%eax
	je	.L38
	movzbl	(%rdx), %ecx
	cmpb	$32, %cl
	je	.L41
	cmpb	$10, %cl
	je	.L41
