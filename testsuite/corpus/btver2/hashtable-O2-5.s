	movq	(%rsi), %rax
	xorl	%edx, %edx
	addq	$8, %rsi
	movq	%rax, %rdi
	shrq	$33, %rdi
	xorq	%rax, %rdi
	imulq	%r11, %rdi
	movq	%rdi, %rax
	shrq	$33, %rax
	xorq	%rax, %rdi
	movl	%edi, %eax
	shrq	$32, %rdi
	divl	%r8d
	movq	%rdi, %rax
	movl	%edx, %ecx
	xorl	%edx, %edx
	divl	%r8d
	movl	%ecx, %eax
	shrl	$6, %eax
	movq	(%r9,%rax,8), %rax
	shrq	%cl, %rax
	movl	%edx, %ecx
	shrl	$6, %ecx
	movq	(%r9,%rcx,8), %rdi
	movl	%edx, %ecx
	shrq	%cl, %rdi
	andl	%edi, %eax
	andl	$1, %eax
	addl	%eax, %r10d
	cmpq	%rsi, %rbx
	jne	.L46
