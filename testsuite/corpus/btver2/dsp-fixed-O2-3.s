	movswl	(%r9,%rcx), %esi
	imull	%edx, %eax
	sarl	$15, %eax
	addl	%esi, %eax
	movw	%ax, (%r8,%rcx)
	addq	$2, %rcx
	cmpq	%rdi, %rcx
	jne	.L30
