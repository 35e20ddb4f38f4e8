	movzwl	(%rsi,%rax), %ecx
	movl	%ecx, %edx
	negw	%dx
	cmovs	%ecx, %edx
	movzwl	%dx, %ecx
	cmpl	%ecx, %edi
	jb	.L203
	movl	%edi, %edx
	shrl	$6, %edx
	subl	%edx, %edi
	movw	%di, (%r9,%rax)
	addq	$2, %rax
	cmpq	%r8, %rax
	jne	.L206
