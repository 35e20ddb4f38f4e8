	vmulss	-4(%rcx,%rax,4), %xmm1, %xmm2
	vmulss	(%rcx,%rax,4), %xmm3, %xmm0
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	4(%rcx,%rax,4), %xmm1, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rdx, %rax
	jne	.L32
