	vmovsd	(%rcx), %xmm0
	addq	$16, %rsi
	vmovhpd	(%rcx,%rdx), %xmm0, %xmm0
	vaddpd	-16(%rsi), %xmm0, %xmm0
	vmulpd	%xmm3, %xmm0, %xmm0
	vmovupd	%xmm0, -16(%rsi)
	vmovlpd	%xmm0, (%rcx)
	vmovhpd	%xmm0, (%rcx,%rdx)
	addq	%rax, %rcx
	cmpq	%r8, %rsi
	jne	.L95
