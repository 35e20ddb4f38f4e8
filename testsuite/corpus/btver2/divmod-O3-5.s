	movl	-48(%r11), %eax
	prefetcht0	(%r11)
	prefetchw	(%r10)
	cltd
	idivl	%esi
	movl	%eax, -48(%r10)
	movl	-44(%r11), %eax
	cltd
	idivl	%esi
	movl	%eax, -44(%r10)
	movl	-40(%r11), %eax
	cltd
	idivl	%esi
	movl	%eax, -40(%r10)
	movl	-36(%r11), %eax
	cltd
	idivl	%esi
	movl	%eax, -36(%r10)
	movl	-32(%r11), %eax
	cltd
	idivl	%esi
	movl	%eax, -32(%r10)
	movl	-28(%r11), %eax
	cltd
	idivl	%esi
	movl	%eax, -28(%r10)
	movl	-24(%r11), %eax
	cltd
	idivl	%esi
	movl	%eax, -24(%r10)
	movl	-20(%r11), %eax
	cltd
	idivl	%esi
	movl	%eax, -20(%r10)
	movl	-16(%r11), %eax
	cltd
	idivl	%esi
	movl	%eax, -16(%r10)
	movl	-12(%r11), %eax
	cltd
	idivl	%esi
	movl	%eax, -12(%r10)
	movl	-8(%r11), %eax
	cltd
	idivl	%esi
	movl	%eax, -8(%r10)
	movl	-4(%r11), %eax
	cltd
	idivl	%esi
	movl	%eax, -4(%r10)
	movl	(%r11), %eax
	cltd
	idivl	%esi
	movl	%eax, (%r10)
	movl	4(%r11), %eax
	cltd
	idivl	%esi
	movl	%eax, 4(%r10)
	movl	8(%r11), %eax
	cltd
	idivl	%esi
	movl	%eax, 8(%r10)
	movl	12(%r11), %eax
	cltd
	idivl	%esi
	addl	$16, %ebx
	addq	$64, %r11
	addq	$64, %r10
	movl	%eax, -52(%r10)
	cmpl	%ecx, %ebx
	jne	.L31
