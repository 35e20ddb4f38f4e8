	vmovq	(%rsi,%rax,8), %xmm2
	vmovq	(%rdx,%rax,8), %xmm0
	vmovsldup	%xmm2, %xmm1
	vmovshdup	%xmm2, %xmm2
	vmulps	%xmm0, %xmm1, %xmm1
	vshufps	$0xe1, %xmm0, %xmm0, %xmm0
	vmulps	%xmm2, %xmm0, %xmm0
	vaddsubps	%xmm0, %xmm1, %xmm1
	vmovlps	%xmm1, (%rdi,%rax,8)
	incq	%rax
	cmpq	%rcx, %rax
	jne	.L9
