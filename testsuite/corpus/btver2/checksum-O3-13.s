	addq	(%rdi,%rcx,8), %rdx
	adcq	$0, %rax
	incq	%rcx
	cmpl	%ecx, %esi
	jg	.L99
