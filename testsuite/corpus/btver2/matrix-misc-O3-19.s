	vmovupd	(%rsi,%rax), %xmm2
	incl	%edx
	vmulpd	(%rdi,%rax), %xmm2, %xmm2
	addq	$16, %rax
	cmpl	%r10d, %edx
	vsubsd	%xmm2, %xmm0, %xmm0
	vunpckhpd	%xmm2, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm0, %xmm0
	jb	.L188
