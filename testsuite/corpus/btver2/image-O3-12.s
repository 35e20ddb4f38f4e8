	movzbl	1(%rcx), %edx
	addq	$3, %rcx
	movzbl	-3(%rcx), %eax
	shrb	$2, %dl
	shrb	$3, %al
	movzbl	%dl, %edx
	sall	$5, %edx
	sall	$11, %eax
	orl	%edx, %eax
	movzbl	-1(%rcx), %edx
	shrb	$3, %dl
	movzbl	%dl, %edx
	orl	%edx, %eax
	movw	%ax, (%rdi,%r8,2)
	incq	%r8
	cmpl	%r8d, %esi
	jg	.L109
