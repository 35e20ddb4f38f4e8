	vpxor	%xmm2, %xmm0, %xmm1
	vpaddd	%xmm7, %xmm0, %xmm4
	vmovdqu	%xmm1, (%rax)
	vpaddd	%xmm5, %xmm0, %xmm1
	vpxor	%xmm2, %xmm1, %xmm1
	movl	%esi, %r15d
	vmovdqu	%xmm1, 16(%rax)
	vpaddd	%xmm8, %xmm0, %xmm1
	vpxor	%xmm2, %xmm4, %xmm4
	vpxor	%xmm1, %xmm2, %xmm1
	vmovdqu	%xmm4, 32(%rax)
	addl	$4, %esi
	vmovdqu	%xmm1, 48(%rax)
	prefetchw	464(%rax)
	addq	$64, %rax
	cmpl	%ebp, %r15d
	vpaddd	%xmm6, %xmm0, %xmm0
	jne	.L87
