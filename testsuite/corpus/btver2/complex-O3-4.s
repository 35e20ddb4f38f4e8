	vmovups	(%rsi,%rax), %xmm2
	incl	%edx
	vmovups	(%rdi,%rax), %xmm0
	vpermilps	$160, %xmm2, %xmm1
	vpermilps	$245, %xmm2, %xmm2
	vmulps	%xmm0, %xmm1, %xmm1
	vpermilps	$177, %xmm0, %xmm0
	vmulps	%xmm2, %xmm0, %xmm0
	vaddsubps	%xmm0, %xmm1, %xmm1
	vmovups	%xmm1, (%r8,%rax)
	addq	$16, %rax
	cmpl	%r9d, %edx
	jb	.L23
