	movzwl	(%rsi,%rdx), %ecx
	movl	%ecx, %eax
	negw	%ax
	cmovs	%ecx, %eax
	movzwl	%ax, %ecx
	cmpl	%ecx, %edi
	jnb	.L106
	movw	%ax, (%r9,%rdx)
	addq	$2, %rdx
	cmpq	%rdx, %r8
	movl	%ecx, %edi
	jne	.L101
