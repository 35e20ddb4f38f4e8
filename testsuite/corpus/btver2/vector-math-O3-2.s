	vmovupd	(%rsi,%rax), %xmm0
	incl	%edx
	vmulpd	(%rcx,%rax), %xmm0, %xmm0
	vaddpd	(%rdi,%rax), %xmm0, %xmm0
	vmovupd	%xmm0, (%r9,%rax)
	addq	$16, %rax
	cmpl	%r12d, %edx
	jb	.L6
