	vmovss	-368(%rax), %xmm0
	addl	$2, %ecx
	vmovss	-364(%rax), %xmm2
	prefetcht0	(%rax)
	vmovss	-360(%rax), %xmm1
	addq	$48, %rax
	vmovss	-392(%rax), %xmm4
	vmulss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	-384(%rax), %xmm2
	vmulss	%xmm4, %xmm4, %xmm4
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	-388(%rax), %xmm1
	cmpl	%edx, %ecx
	vaddss	%xmm3, %xmm0, %xmm0
	vmulss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm1, %xmm1, %xmm3
	vaddss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm2, %xmm3, %xmm3
	vaddss	%xmm0, %xmm3, %xmm3
	jne	.L19
