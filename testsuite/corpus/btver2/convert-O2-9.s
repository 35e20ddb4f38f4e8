	movl	(%rsi,%rax), %edx
	vcvtsi2ssq	%rdx, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.L46
