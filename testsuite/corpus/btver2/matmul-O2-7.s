	vmovsd	(%rax), %xmm0
	addq	$8, %rax
	vmovsd	%xmm0, (%rdx)
	addq	%r8, %rdx
	cmpq	%rcx, %rax
	jne	.L69
