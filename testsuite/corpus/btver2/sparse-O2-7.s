	movl	%edx, %esi
	movl	4(%rdi), %edx
	movl	%edx, %ecx
	subl	%esi, %ecx
	cmpl	%ecx, %eax
	cmovl	%ecx, %eax
	addq	$4, %rdi
	cmpq	%rdi, %r8
	jne	.L72
