	vmovss	(%rsi,%rax), %xmm0
	vmaxss	(%r8,%rax), %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.L58
