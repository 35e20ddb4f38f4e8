	vsubps	(%rsi,%rax), %xmm4, %xmm2
	incl	%ecx
	vmulps	%xmm2, %xmm5, %xmm3
	vmulps	%xmm2, %xmm2, %xmm2
	vaddps	%xmm6, %xmm2, %xmm2
	vdivps	%xmm2, %xmm3, %xmm2
	vmovups	%xmm2, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L148
