	vmovss	%xmm3, %xmm3, %xmm4
	vmovss	(%rsi,%rax,4), %xmm3
	movslq	%edi, %rcx
	movl	%eax, %edi
	vcomiss	%xmm1, %xmm3
	seta	%r9b
	vcomiss	%xmm1, %xmm4
	seta	%r8b
	cmpb	%r8b, %r9b
	je	.L9
	vmovss	(%r10,%rax,4), %xmm5
	vsubss	%xmm3, %xmm1, %xmm6
	vmovss	(%r10,%rcx,4), %xmm2
	vsubss	%xmm3, %xmm4, %xmm4
	vsubss	%xmm5, %xmm2, %xmm2
	vmulss	%xmm6, %xmm2, %xmm2
	vdivss	%xmm4, %xmm2, %xmm2
	vaddss	%xmm5, %xmm2, %xmm2
	vcomiss	%xmm0, %xmm2
	jbe	.L9
	xorl	$1, %r11d
	incq	%rax
	cmpq	%rdx, %rax
	jne	.L11
