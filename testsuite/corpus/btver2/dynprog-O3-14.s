	vmovdqu	(%rdx), %xmm8
	vpshufd	$27, (%rax), %xmm6
	vmovdqu	16(%rdx), %xmm9
	vpunpckldq	%xmm6, %xmm6, %xmm0
	vpunpckhdq	%xmm6, %xmm6, %xmm6
	vmovdqu	32(%rdx), %xmm2
	vpshufd	$27, -16(%rax), %xmm4
	vmovdqu	48(%rdx), %xmm1
	vpshufd	$27, -32(%rax), %xmm7
	vpshufd	$27, -48(%rax), %xmm5
	movl	%ebp, %r12d
	prefetcht0	272(%rdx)
	vpunpckldq	%xmm8, %xmm8, %xmm10
	vpunpckhdq	%xmm8, %xmm8, %xmm8
	vpmuludq	%xmm8, %xmm6, %xmm6
	vpunpckldq	%xmm9, %xmm9, %xmm8
	vpmuludq	%xmm10, %xmm0, %xmm0
	addq	$64, %rdx
	addl	$4, %ebp
	prefetcht0	-272(%rax)
	vpaddq	%xmm6, %xmm0, %xmm0
	vpunpckldq	%xmm4, %xmm4, %xmm6
	vpmuludq	%xmm8, %xmm6, %xmm6
	vpunpckhdq	%xmm4, %xmm4, %xmm4
	subq	$64, %rax
	cmpl	%ecx, %r12d
	vpaddq	%xmm6, %xmm0, %xmm0
	vpunpckhdq	%xmm9, %xmm9, %xmm6
	vpmuludq	%xmm6, %xmm4, %xmm4
	vpunpckldq	%xmm7, %xmm7, %xmm6
	vpunpckhdq	%xmm7, %xmm7, %xmm7
	vpaddq	%xmm4, %xmm0, %xmm0
	vpunpckldq	%xmm2, %xmm2, %xmm4
	vpmuludq	%xmm6, %xmm4, %xmm4
	vpunpckhdq	%xmm2, %xmm2, %xmm2
	vpmuludq	%xmm7, %xmm2, %xmm2
	vpaddq	%xmm4, %xmm0, %xmm0
	vpunpckldq	%xmm5, %xmm5, %xmm4
	vpaddq	%xmm2, %xmm0, %xmm0
	vpunpckldq	%xmm1, %xmm1, %xmm2
	vpmuludq	%xmm4, %xmm2, %xmm2
	vpunpckhdq	%xmm1, %xmm1, %xmm1
	vpunpckhdq	%xmm5, %xmm5, %xmm5
	vpmuludq	%xmm5, %xmm1, %xmm1
	vpaddq	%xmm2, %xmm0, %xmm0
	vpaddq	%xmm1, %xmm0, %xmm0
	vpaddq	%xmm0, %xmm3, %xmm3
	jne	.L111
