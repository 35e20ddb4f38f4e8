	vmulps	(%rsi,%rax), %xmm1, %xmm0
	incl	%ecx
	vcvttps2dq	%xmm0, %xmm0
	vmovdqu	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L324
