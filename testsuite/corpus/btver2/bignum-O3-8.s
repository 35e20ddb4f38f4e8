	movl	28(%r11), %eax
	salq	$32, %rdx
	prefetcht0	(%r11)
	prefetchw	(%rcx)
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	movl	%eax, 28(%rcx)
	salq	$32, %rdx
	movl	24(%r11), %eax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	movl	%eax, 24(%rcx)
	salq	$32, %rdx
	movl	20(%r11), %eax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	movl	%eax, 20(%rcx)
	salq	$32, %rdx
	movl	16(%r11), %eax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	movl	%eax, 16(%rcx)
	salq	$32, %rdx
	movl	12(%r11), %eax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	movl	%eax, 12(%rcx)
	salq	$32, %rdx
	movl	8(%r11), %eax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	movl	%eax, 8(%rcx)
	salq	$32, %rdx
	movl	4(%r11), %eax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	movl	%eax, 4(%rcx)
	salq	$32, %rdx
	movl	(%r11), %eax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	movl	%eax, (%rcx)
	salq	$32, %rdx
	movl	-4(%r11), %eax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	movl	%eax, -4(%rcx)
	salq	$32, %rdx
	movl	-8(%r11), %eax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	movl	%eax, -8(%rcx)
	salq	$32, %rdx
	movl	-12(%r11), %eax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	movl	%eax, -12(%rcx)
	salq	$32, %rdx
	movl	-16(%r11), %eax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	movl	%eax, -16(%rcx)
	salq	$32, %rdx
	movl	-20(%r11), %eax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	movl	%eax, -20(%rcx)
	salq	$32, %rdx
	movl	-24(%r11), %eax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	movl	%eax, -24(%rcx)
	salq	$32, %rdx
	movl	-28(%r11), %eax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	movl	%eax, -28(%rcx)
	salq	$32, %rdx
	movl	-32(%r11), %eax
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	subl	$16, %esi
	subq	$64, %r11
	subq	$64, %rcx
	movl	%eax, 32(%rcx)
	cmpl	%r10d, %esi
	jne	.L82
