	movzbl	(%rdi,%rax), %edx
	cmpb	$32, %dl
	ja	.L26
	btq	%rdx, %rcx
	jc	.L27
	ret
	incq	%rax
	jmp	.L25
