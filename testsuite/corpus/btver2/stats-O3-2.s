	vmovupd	(%rsi,%rax), %xmm2
	incl	%ecx
	vmovupd	(%rdi,%rax), %xmm3
	addq	$16, %rax
	cmpl	%r10d, %ecx
	vsubpd	%xmm6, %xmm2, %xmm2
	vsubpd	%xmm7, %xmm3, %xmm3
	vmulpd	%xmm3, %xmm2, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
	vunpckhpd	%xmm2, %xmm2, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
	jb	.L6
