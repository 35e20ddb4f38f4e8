	vcvttss2sil	%xmm3, %eax
	vcvtsi2ssl	%eax, %xmm1, %xmm1
	vsubss	%xmm1, %xmm3, %xmm1
	cltq
	addq	$4, %rdi
	vaddss	%xmm0, %xmm3, %xmm3
	vsubss	%xmm1, %xmm4, %xmm2
	vmulss	4(%rsi,%rax,4), %xmm1, %xmm1
	vmulss	(%rsi,%rax,4), %xmm2, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmovss	%xmm1, -4(%rdi)
	cmpq	%rdi, %rdx
	jne	.L21
