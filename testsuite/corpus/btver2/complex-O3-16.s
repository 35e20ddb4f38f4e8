	vmovups	4(%rax), %xmm0
	addq	$32, %rax
	vshufps	$136, -12(%rax), %xmm0, %xmm0
	vxorps	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -28(%rax)
	vextractps	$1, %xmm0, -20(%rax)
	vextractps	$2, %xmm0, -12(%rax)
	vextractps	$3, %xmm0, -4(%rax)
	cmpq	%rdx, %rax
	jne	.L117
