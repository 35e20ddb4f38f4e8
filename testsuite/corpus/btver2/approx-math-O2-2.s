	movl	(%rsi,%rdx), %eax
	movl	%eax, %ecx
	sarl	$23, %eax
	andl	$8388607, %ecx
	subl	$127, %eax
	orl	$1065353216, %ecx
	movl	%ecx, -4(%rsp)
	vmovss	-4(%rsp), %xmm5
	vsubss	%xmm4, %xmm5, %xmm1
	vmulss	%xmm3, %xmm1, %xmm0
	vsubss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vcvtsi2ssl	%eax, %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rdx)
	addq	$4, %rdx
	cmpq	%r8, %rdx
	jne	.L9
