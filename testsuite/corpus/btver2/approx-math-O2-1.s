	vmovss	(%rsi,%rdx), %xmm1
	xorl	%ecx, %ecx
	vcomiss	%xmm1, %xmm2
	vcvttss2sil	%xmm1, %eax
	seta	%cl
	subl	%ecx, %eax
	vcvtsi2ssl	%eax, %xmm0, %xmm0
	vsubss	%xmm0, %xmm1, %xmm1
	sall	$23, %eax
	vmulss	%xmm6, %xmm1, %xmm0
	vaddss	%xmm5, %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm4, %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm3, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	addl	%ecx, %eax
	movl	%eax, (%r8,%rdx)
	addq	$4, %rdx
	cmpq	%rdx, %rdi
	jne	.L3
