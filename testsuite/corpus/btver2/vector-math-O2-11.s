	vmovss	(%rsi,%rax), %xmm0
	vxorps	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rax, %rdx
	jne	.L54
