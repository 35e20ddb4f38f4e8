	vmovsd	(%rsi,%rax), %xmm0
	vmovhpd	(%rdx,%rax), %xmm0, %xmm0
	vmovupd	%xmm0, (%rdi,%rax,2)
	addq	$8, %rax
	cmpq	%rax, %rcx
	jne	.L34
