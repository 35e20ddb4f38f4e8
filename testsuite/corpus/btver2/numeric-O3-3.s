	vmovups	(%rsi,%rax), %xmm0
	incl	%ecx
	vdivps	%xmm0, %xmm2, %xmm1
	vmulps	%xmm3, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vsubps	%xmm0, %xmm4, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L15
