	vmovsd	(%rax), %xmm2
	incl	%ebp
	addq	$16, %rdx
	vmovhpd	(%rax,%rcx), %xmm2, %xmm2
	addq	%rsi, %rax
	vmulpd	-16(%rdx), %xmm2, %xmm2
	cmpl	%r9d, %ebp
	vaddsd	%xmm0, %xmm2, %xmm0
	vunpckhpd	%xmm2, %xmm2, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
	jb	.L4
