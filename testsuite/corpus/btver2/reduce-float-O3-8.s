	vmovupd	(%rdi,%rax), %xmm1
	incl	%ecx
	vmulpd	(%rsi,%rax), %xmm1, %xmm1
	addq	$16, %rax
	cmpl	%r10d, %ecx
	vaddsd	%xmm0, %xmm1, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	jb	.L58
