	vmovups	(%rsi,%rax), %xmm0
	incl	%ecx
	vmulps	%xmm3, %xmm0, %xmm1
	vmulps	%xmm0, %xmm0, %xmm2
	vaddps	%xmm4, %xmm1, %xmm1
	vmulps	%xmm5, %xmm0, %xmm0
	vmulps	%xmm2, %xmm1, %xmm1
	vaddps	%xmm6, %xmm0, %xmm0
	vaddps	%xmm0, %xmm1, %xmm0
	vmovups	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L39
