	movzwl	(%rsi,%rax), %ecx
	movzwl	(%rdx,%rax), %edi
	imull	%edi, %ecx
	shrl	$16, %ecx
	movw	%cx, (%r9,%rax)
	addq	$2, %rax
	cmpq	%r8, %rax
	jne	.L54
