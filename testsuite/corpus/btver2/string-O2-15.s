	movzbl	(%rdi), %edx
	leal	-9(%rdx), %eax
	cmpb	$1, %al
	setbe	%al
	cmpb	$32, %dl
	sete	%dl
	incq	%rdi
	orl	%edx, %eax
	movzbl	%al, %edx
	xorl	$1, %eax
	orl	%esi, %edx
	movzbl	%al, %esi
	xorl	$1, %edx
	addl	%edx, %ecx
	cmpq	%r8, %rdi
	jne	.L85
