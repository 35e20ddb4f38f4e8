	vmovss	12(%rax), %xmm2
	incl	%edx
	vmovss	16(%rax), %xmm0
	addq	$24, %rax
	vmovss	-4(%rax), %xmm1
	cmpl	%edx, %esi
	vmulss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm0, %xmm3, %xmm3
	jg	.L20
