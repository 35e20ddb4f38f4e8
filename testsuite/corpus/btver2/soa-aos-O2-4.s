	vmovss	(%r9,%rax), %xmm0
	vmovss	(%r8,%rax), %xmm2
	vmovss	(%rcx,%rax), %xmm1
	addq	$4, %rax
	cmpq	%rax, %rdx
	vmulss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm0, %xmm3, %xmm3
	jne	.L19
