	vmovupd	(%rdi,%rax), %xmm0
	vmovupd	(%rsi,%rax), %xmm1
	vmovupd	%xmm0, (%rsi,%rax)
	vmovupd	%xmm1, (%rdi,%rax)
	addq	$16, %rax
	cmpq	%rcx, %rax
	jne	.L181
