	vmovss	(%rdi,%rax), %xmm0
	vmulss	(%rsi,%rax), %xmm0, %xmm0
	addq	$4, %rax
	cmpq	%rax, %rdx
	vaddss	%xmm0, %xmm1, %xmm1
	jne	.L14
