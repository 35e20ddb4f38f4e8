	movl	$0x00000000, (%rdi,%rax,4)
	addq	$3, %rax
	cmpl	%eax, %esi
	jg	.L52
