	vcvtsi2sdq	(%rsi,%rax), %xmm0, %xmm0
	vmovsd	%xmm0, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L34
