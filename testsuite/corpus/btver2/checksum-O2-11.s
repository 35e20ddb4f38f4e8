	testb	$1, %al
	movzbl	(%rdi), %edx
	je	.L64
	addl	%edx, %edx
	cmpl	$9, %edx
	jbe	.L64
	subl	$9, %edx
	incl	%eax
	addl	%edx, %ecx
	decq	%rdi
	cmpl	%eax, %esi
	jne	.L65
