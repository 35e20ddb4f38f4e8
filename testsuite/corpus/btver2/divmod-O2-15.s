	movslq	(%r10,%rdx), %rax
	movq	%rax, %rcx
	imulq	$1431655766, %rax, %rax
	movl	%ecx, %esi
	sarl	$31, %esi
	shrq	$32, %rax
	subl	%esi, %eax
	movl	%eax, (%r8,%rdx)
	leal	(%rax,%rax,2), %eax
	subl	%eax, %ecx
	movl	%ecx, (%r9,%rdx)
	addq	$4, %rdx
	cmpq	%rdx, %rdi
	jne	.L83
