	vmulss	(%r11,%rdx), %xmm4, %xmm1
	vcvttss2sil	%xmm1, %eax
	cmpl	%edi, %eax
	cmovge	%r8d, %eax
	movslq	%eax, %rcx
	vcvtsi2ssl	%eax, %xmm3, %xmm3
	vmovss	(%rsi,%rcx,4), %xmm2
	vsubss	%xmm3, %xmm1, %xmm1
	vmovss	4(%rsi,%rcx,4), %xmm0
	vsubss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	%xmm0, (%r10,%rdx)
	addq	$4, %rdx
	cmpq	%r9, %rdx
	jne	.L4
