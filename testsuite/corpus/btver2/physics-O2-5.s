	vmovss	(%rdi,%rax), %xmm0
	vcomiss	%xmm0, %xmm1
	jbe	.L25
	vxorps	%xmm3, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	vmulss	(%rsi,%rax), %xmm2, %xmm0
	vmovss	%xmm0, (%rsi,%rax)
	addq	$4, %rax
	cmpq	%rax, %rdx
	jne	.L27
