	vmulss	(%rsi,%rax), %xmm0, %xmm1
	vaddss	(%rdi,%rax), %xmm1, %xmm1
	vmovss	%xmm1, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.L3
