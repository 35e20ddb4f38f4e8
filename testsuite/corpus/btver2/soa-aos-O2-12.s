	vmovsd	(%rdx,%rax), %xmm4
	vmovsd	(%rsi,%rax), %xmm5
	vmovsd	16(%rdx,%rax), %xmm6
	vmovsd	16(%rsi,%rax), %xmm7
	vmovupd	8(%rsi,%rax), %xmm1
	vmovupd	8(%rdx,%rax), %xmm0
	vunpcklpd	%xmm4, %xmm6, %xmm2
	vunpcklpd	%xmm5, %xmm7, %xmm3
	vmulpd	%xmm1, %xmm2, %xmm2
	vmulpd	%xmm0, %xmm3, %xmm3
	vmulsd	%xmm4, %xmm1, %xmm1
	vmulsd	%xmm5, %xmm0, %xmm0
	vsubpd	%xmm3, %xmm2, %xmm2
	vmovupd	%xmm2, (%rdi,%rax)
	vsubsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, 16(%rdi,%rax)
	addq	$24, %rax
	cmpq	%rax, %rcx
	jne	.L64
