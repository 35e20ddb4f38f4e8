	xorq	(%rdi,%rcx,8), %rdx
	incq	%rcx
	addq	%rdx, %rax
	rolq	$13, %rdx
	xorq	%rax, %rdx
	rolq	$32, %rax
	cmpl	%ecx, %esi
	jg	.L44
