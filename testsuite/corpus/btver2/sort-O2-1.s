	movl	%edx, 4(%rdi,%rax,4)
	decq	%rax
	cmpl	$-1, %eax
	je	.L8
	movl	(%rdi,%rax,4), %edx
	cmpl	%ecx, %edx
	jg	.L5
