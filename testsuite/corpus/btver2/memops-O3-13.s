	vpaddd	%xmm2, %xmm0, %xmm5
	movl	%edi, %r9d
	vmovdqu	%xmm5, 16(%rax)
	vpaddd	%xmm3, %xmm0, %xmm6
	vpaddd	%xmm4, %xmm0, %xmm5
	vmovdqu	%xmm0, (%rax)
	vmovdqu	%xmm6, 32(%rax)
	addl	$4, %edi
	vmovdqu	%xmm5, 48(%rax)
	prefetchw	544(%rax)
	addq	$64, %rax
	cmpl	%edx, %r9d
	vpaddd	%xmm1, %xmm0, %xmm0
	jne	.L88
