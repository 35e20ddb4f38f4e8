	vmovsd	(%rdi,%rax), %xmm0
	vmovsd	(%rsi,%rax), %xmm1
	vmovsd	%xmm0, (%rsi,%rax)
	vmovsd	%xmm1, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L50
