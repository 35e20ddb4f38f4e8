	vmovupd	(%rcx,%rax), %xmm2
	incl	%esi
	vxorpd	(%rdi,%rax), %xmm8, %xmm5
	vmulpd	%xmm2, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm1
	vaddpd	%xmm2, %xmm1, %xmm1
	vmulpd	%xmm5, %xmm1, %xmm1
	vaddpd	%xmm4, %xmm1, %xmm1
	vmulpd	%xmm7, %xmm1, %xmm1
	vaddpd	%xmm2, %xmm1, %xmm1
	vmovupd	%xmm1, (%rcx,%rax)
	addq	$16, %rax
	cmpl	%r10d, %esi
	jb	.L169
