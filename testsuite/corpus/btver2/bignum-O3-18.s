	movq	%rdx, %rax
	movl	48(%r9), %edx
	salq	$32, %rax
	prefetcht0	(%r9)
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %rax
	movl	44(%r9), %edx
	salq	$32, %rax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %rax
	movl	40(%r9), %edx
	salq	$32, %rax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %rax
	movl	36(%r9), %edx
	salq	$32, %rax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %rax
	movl	32(%r9), %edx
	salq	$32, %rax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %rax
	movl	28(%r9), %edx
	salq	$32, %rax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %rax
	movl	24(%r9), %edx
	salq	$32, %rax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %rax
	movl	20(%r9), %edx
	salq	$32, %rax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %rax
	movl	16(%r9), %edx
	salq	$32, %rax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %rax
	movl	12(%r9), %edx
	salq	$32, %rax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %rax
	movl	8(%r9), %edx
	salq	$32, %rax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %rax
	movl	4(%r9), %edx
	salq	$32, %rax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %rax
	movl	(%r9), %edx
	salq	$32, %rax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %rax
	movl	-4(%r9), %edx
	salq	$32, %rax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %rax
	movl	-8(%r9), %edx
	salq	$32, %rax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %rax
	movl	-12(%r9), %edx
	salq	$32, %rax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rdi
	subl	$16, %ecx
	subq	$64, %r9
	cmpl	%esi, %ecx
	jne	.L146
