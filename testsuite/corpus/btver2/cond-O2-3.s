	movl	(%rdx,%rax), %ecx
	movl	(%rsi,%rax), %edi
	cmpl	%edi, %ecx
	cmovg	%edi, %ecx
	movl	%ecx, (%r9,%rax)
	addq	$4, %rax
	cmpq	%r8, %rax
	jne	.L17
