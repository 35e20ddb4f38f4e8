	vcvtsi2ssl	(%rsi,%rax), %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rax, %rdx
	jne	.L3
