	movl	-40(%r10), %eax
	xorl	%edx, %edx
	prefetcht0	(%r10)
	divl	%esi
	incl	(%rdi,%rdx,4)
	xorl	%edx, %edx
	movl	-36(%r10), %eax
	divl	%esi
	incl	(%rdi,%rdx,4)
	xorl	%edx, %edx
	movl	-32(%r10), %eax
	divl	%esi
	incl	(%rdi,%rdx,4)
	xorl	%edx, %edx
	movl	-28(%r10), %eax
	divl	%esi
	incl	(%rdi,%rdx,4)
	xorl	%edx, %edx
	movl	-24(%r10), %eax
	divl	%esi
	incl	(%rdi,%rdx,4)
	xorl	%edx, %edx
	movl	-20(%r10), %eax
	divl	%esi
	incl	(%rdi,%rdx,4)
	xorl	%edx, %edx
	movl	-16(%r10), %eax
	divl	%esi
	incl	(%rdi,%rdx,4)
	xorl	%edx, %edx
	movl	-12(%r10), %eax
	divl	%esi
	incl	(%rdi,%rdx,4)
	xorl	%edx, %edx
	movl	-8(%r10), %eax
	divl	%esi
	incl	(%rdi,%rdx,4)
	xorl	%edx, %edx
	movl	-4(%r10), %eax
	divl	%esi
	incl	(%rdi,%rdx,4)
	xorl	%edx, %edx
	movl	(%r10), %eax
	divl	%esi
	incl	(%rdi,%rdx,4)
	xorl	%edx, %edx
	movl	4(%r10), %eax
	addl	$16, %r11d
	addq	$64, %r10
	divl	%esi
	incl	(%rdi,%rdx,4)
	xorl	%edx, %edx
	movl	-56(%r10), %eax
	divl	%esi
	incl	(%rdi,%rdx,4)
	xorl	%edx, %edx
	movl	-52(%r10), %eax
	divl	%esi
	incl	(%rdi,%rdx,4)
	xorl	%edx, %edx
	movl	-48(%r10), %eax
	divl	%esi
	incl	(%rdi,%rdx,4)
	xorl	%edx, %edx
	movl	-44(%r10), %eax
	divl	%esi
	incl	(%rdi,%rdx,4)
	cmpl	%ecx, %r11d
	jne	.L13
