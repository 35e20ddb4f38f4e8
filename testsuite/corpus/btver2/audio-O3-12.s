	vmovups	(%rsi,%rax), %xmm0
	incl	%ecx
	vmulps	%xmm0, %xmm0, %xmm1
	vmulps	%xmm0, %xmm1, %xmm1
	vmulps	%xmm2, %xmm1, %xmm1
	vsubps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L98
