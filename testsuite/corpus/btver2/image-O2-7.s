	movzbl	1(%rsi), %edx
	addq	$2, %rdi
	movzbl	(%rsi), %eax
	addq	$3, %rsi
	shrb	$2, %dl
	shrb	$3, %al
	movzbl	%dl, %edx
	sall	$5, %edx
	sall	$11, %eax
	orl	%edx, %eax
	movzbl	-1(%rsi), %edx
	shrb	$3, %dl
	movzbl	%dl, %edx
	orl	%edx, %eax
	movw	%ax, -2(%rdi)
	cmpq	%rcx, %rdi
	jne	.L42
