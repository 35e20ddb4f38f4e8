	vaddss	(%rax), %xmm0, %xmm0
	movq	%r8, %r9
	prefetcht0	368(%rax)
	addq	$4, %r8
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
	cmpq	%rdx, %r9
	jne	.L5
