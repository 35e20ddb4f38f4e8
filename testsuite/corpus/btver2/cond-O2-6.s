	vmovss	(%rsi,%rax), %xmm0
	vcomiss	%xmm0, %xmm1
	jbe	.L45
	vmovss	%xmm1, %xmm1, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rax, %rdx
	jne	.L40
