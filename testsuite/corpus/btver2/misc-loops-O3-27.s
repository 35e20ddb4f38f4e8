	vpaddd	%xmm2, %xmm0, %xmm1
	vpshufd	$27, %xmm0, %xmm3
	movl	%r9d, %r10d
	vmovdqu	%xmm3, (%rax)
	vpshufd	$27, %xmm1, %xmm1
	vpaddd	%xmm6, %xmm0, %xmm3
	vmovdqu	%xmm1, -16(%rax)
	vpaddd	%xmm5, %xmm0, %xmm1
	addl	$4, %r9d
	prefetchw	-464(%rax)
	vpshufd	$27, %xmm3, %xmm3
	subq	$64, %rax
	vmovdqu	%xmm3, 32(%rax)
	vpshufd	$27, %xmm1, %xmm1
	vmovdqu	%xmm1, 16(%rax)
	cmpl	%edx, %r10d
	vpaddd	%xmm4, %xmm0, %xmm0
	jne	.L224
