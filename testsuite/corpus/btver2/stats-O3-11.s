	vdivss	%xmm2, %xmm0, %xmm1
	vmovss	%xmm1, (%r8,%rax)
	vmovss	(%rcx,%rax), %xmm1
	vsubss	(%rdi,%rax), %xmm1, %xmm1
	addq	$4, %rax
	cmpq	%rdx, %rax
	vaddss	%xmm1, %xmm0, %xmm0
	jne	.L71
