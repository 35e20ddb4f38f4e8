	vaddss	(%rax), %xmm0, %xmm0
	movl	%r10d, %r11d
	prefetcht0	368(%rax)
	addl	$4, %r10d
	addq	$64, %rax
	vaddss	-60(%rax), %xmm0, %xmm0
	vaddss	-56(%rax), %xmm0, %xmm0
	vaddss	-52(%rax), %xmm0, %xmm0
	vaddss	-48(%rax), %xmm0, %xmm0
	vaddss	-44(%rax), %xmm0, %xmm0
	vaddss	-40(%rax), %xmm0, %xmm0
	vaddss	-36(%rax), %xmm0, %xmm0
	vaddss	-32(%rax), %xmm0, %xmm0
	vaddss	-28(%rax), %xmm0, %xmm0
	vaddss	-24(%rax), %xmm0, %xmm0
	vaddss	-20(%rax), %xmm0, %xmm0
	vaddss	-16(%rax), %xmm0, %xmm0
	vaddss	-12(%rax), %xmm0, %xmm0
	vaddss	-8(%rax), %xmm0, %xmm0
	vaddss	-4(%rax), %xmm0, %xmm0
	cmpl	%edx, %r11d
	jne	.L67
