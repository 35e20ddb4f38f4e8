	vmovupd	(%rsi,%rax), %xmm2
	incl	%ecx
	vmulpd	%xmm2, %xmm2, %xmm0
	vaddpd	%xmm3, %xmm0, %xmm1
	vmulpd	%xmm4, %xmm0, %xmm0
	vmulpd	%xmm2, %xmm1, %xmm1
	vaddpd	%xmm3, %xmm0, %xmm0
	vdivpd	%xmm0, %xmm1, %xmm0
	vmovupd	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L108
