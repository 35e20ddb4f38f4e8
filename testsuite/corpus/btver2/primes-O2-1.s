	movb	$1, (%rdi,%rax)
	addq	%rdx, %rax
	cmpl	%eax, %esi
	jg	.L3
