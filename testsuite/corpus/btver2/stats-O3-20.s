	vmovupd	(%rdi,%rax), %xmm1
	incl	%ecx
	vmulpd	(%rsi,%rax), %xmm1, %xmm3
	vaddsd	%xmm1, %xmm2, %xmm2
	addq	$16, %rax
	cmpl	%r9d, %ecx
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm2, %xmm1, %xmm2
	vaddsd	%xmm0, %xmm3, %xmm0
	vunpckhpd	%xmm3, %xmm3, %xmm3
	vaddsd	%xmm0, %xmm3, %xmm0
	jb	.L149
