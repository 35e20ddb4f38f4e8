	vmovupd	(%rsi,%rax), %xmm7
	incl	%ecx
	vmulpd	%xmm1, %xmm7, %xmm0
	vaddpd	%xmm2, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm4, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm5, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm6, %xmm0, %xmm0
	vmovupd	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L24
