	vmovapd	%xmm5, %xmm1
	vmovupd	(%rdi,%rax), %xmm0
	incl	%edx
	vmovupd	(%rcx,%rax), %xmm5
	vaddpd	(%r8,%rax), %xmm0, %xmm0
	vaddpd	(%rsi,%rax), %xmm0, %xmm0
	vaddpd	%xmm1, %xmm0, %xmm0
	vaddpd	%xmm5, %xmm0, %xmm0
	vmulpd	%xmm3, %xmm0, %xmm0
	vmovupd	%xmm0, (%r9,%rax)
	addq	$16, %rax
	cmpl	%r12d, %edx
	jb	.L102
