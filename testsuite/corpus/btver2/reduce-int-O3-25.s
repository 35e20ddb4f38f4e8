	vpshufd	$27, (%rax), %xmm1
	vpaddd	%xmm0, %xmm1, %xmm1
	movl	%r9d, %r10d
	vpshufd	$27, -16(%rax), %xmm0
	vpaddd	%xmm1, %xmm0, %xmm0
	addl	$4, %r9d
	vpshufd	$27, -32(%rax), %xmm1
	prefetcht0	-464(%rax)
	vpaddd	%xmm0, %xmm1, %xmm1
	subq	$64, %rax
	vpshufd	$27, 16(%rax), %xmm0
	cmpl	%edx, %r10d
	vpaddd	%xmm1, %xmm0, %xmm0
	jne	.L184
