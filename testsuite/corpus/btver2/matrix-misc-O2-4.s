	vmovss	(%rdi), %xmm0
	addq	$4, %rax
	addq	$4, %rdi
	vmulss	-4(%rax), %xmm0, %xmm0
	vmovss	%xmm0, -4(%rdi)
	cmpq	%rax, %r8
	jne	.L26
