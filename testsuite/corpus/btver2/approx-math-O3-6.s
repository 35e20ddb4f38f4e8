	vmovupd	(%rsi,%rax), %xmm3
	incl	%ecx
	vmulpd	%xmm3, %xmm3, %xmm1
	vdivpd	%xmm4, %xmm1, %xmm0
	vdivpd	%xmm5, %xmm1, %xmm7
	vsubpd	%xmm0, %xmm2, %xmm0
	vdivpd	%xmm6, %xmm1, %xmm1
	vmulpd	%xmm7, %xmm0, %xmm0
	vsubpd	%xmm0, %xmm2, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vsubpd	%xmm0, %xmm2, %xmm0
	vmulpd	%xmm3, %xmm0, %xmm0
	vmovupd	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L49
