	vmovdqu	(%r9,%rax), %xmm0
	vpaddd	(%rdi,%rax), %xmm0, %xmm1
	vmovdqu	%xmm1, (%rdi,%rax)
	vmovdqu	(%rsi,%rax), %xmm1
	vpsubd	%xmm0, %xmm1, %xmm1
	vpxor	(%rdx,%rax), %xmm0, %xmm0
	vmovdqu	%xmm1, (%rsi,%rax)
	vmovdqu	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpq	%rcx, %rax
	jne	.L286
