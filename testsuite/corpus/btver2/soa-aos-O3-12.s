	vmovupd	(%rdi,%rax), %xmm1
	incl	%esi
	vmovupd	(%r8,%rax), %xmm2
	vmovhpd	(%r8,%rax), %xmm1, %xmm0
	vmovupd	%xmm0, (%rdx,%rax,2)
	vunpckhpd	%xmm2, %xmm1, %xmm0
	vmovupd	%xmm0, 16(%rdx,%rax,2)
	addq	$16, %rax
	cmpl	%ebx, %esi
	jb	.L81
