	movswl	(%rsi,%rax), %ecx
	movswl	(%rdx,%rax), %edi
	imull	%edi, %ecx
	movl	%ecx, (%r9,%rax,2)
	addq	$2, %rax
	cmpq	%r8, %rax
	jne	.L44
