	movl	-48(%r11), %eax
	xorl	%edx, %edx
	prefetcht0	(%r11)
	prefetchw	(%r10)
	divl	%esi
	movl	%edx, -48(%r10)
	xorl	%edx, %edx
	movl	-44(%r11), %eax
	divl	%esi
	movl	%edx, -44(%r10)
	xorl	%edx, %edx
	movl	-40(%r11), %eax
	divl	%esi
	movl	%edx, -40(%r10)
	xorl	%edx, %edx
	movl	-36(%r11), %eax
	divl	%esi
	movl	%edx, -36(%r10)
	xorl	%edx, %edx
	movl	-32(%r11), %eax
	divl	%esi
	movl	%edx, -32(%r10)
	xorl	%edx, %edx
	movl	-28(%r11), %eax
	divl	%esi
	movl	%edx, -28(%r10)
	xorl	%edx, %edx
	movl	-24(%r11), %eax
	divl	%esi
	movl	%edx, -24(%r10)
	xorl	%edx, %edx
	movl	-20(%r11), %eax
	divl	%esi
	movl	%edx, -20(%r10)
	xorl	%edx, %edx
	movl	-16(%r11), %eax
	divl	%esi
	movl	%edx, -16(%r10)
	xorl	%edx, %edx
	movl	-12(%r11), %eax
	divl	%esi
	movl	%edx, -12(%r10)
	xorl	%edx, %edx
	movl	-8(%r11), %eax
	divl	%esi
	movl	%edx, -8(%r10)
	xorl	%edx, %edx
	movl	-4(%r11), %eax
	divl	%esi
	movl	%edx, -4(%r10)
	xorl	%edx, %edx
	movl	(%r11), %eax
	divl	%esi
	movl	%edx, (%r10)
	xorl	%edx, %edx
	movl	4(%r11), %eax
	divl	%esi
	movl	%edx, 4(%r10)
	xorl	%edx, %edx
	movl	8(%r11), %eax
	divl	%esi
	movl	%edx, 8(%r10)
	xorl	%edx, %edx
	movl	12(%r11), %eax
	divl	%esi
	addl	$16, %ebx
	addq	$64, %r11
	addq	$64, %r10
	movl	%edx, -52(%r10)
	cmpl	%ecx, %ebx
	jne	.L44
