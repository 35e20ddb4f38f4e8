	vmovss	(%rdi), %xmm0
	addq	$4, %rdi
	vcvttss2sil	%xmm0, %eax
	vcvtsi2ssl	%eax, %xmm1, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -4(%rdi)
	cmpq	%rdi, %rdx
	jne	.L52
