	vbroadcastss	(%rdx,%rax), %xmm0
	incl	%esi
	vbroadcastss	4(%rdx,%rax), %xmm1
	vmulps	%xmm5, %xmm0, %xmm0
	vmulps	%xmm4, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vbroadcastss	8(%rdx,%rax), %xmm1
	vmulps	%xmm3, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vbroadcastss	12(%rdx,%rax), %xmm1
	vmulps	%xmm2, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%ecx, %esi
	jb	.L227
