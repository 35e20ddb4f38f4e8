	vmovupd	(%rsi,%rax), %xmm3
	incl	%r9d
	vmovupd	(%r8,%rax), %xmm2
	vmulpd	%xmm5, %xmm3, %xmm4
	vmulpd	%xmm6, %xmm2, %xmm7
	vmulpd	%xmm6, %xmm3, %xmm3
	vmulpd	%xmm5, %xmm2, %xmm2
	vaddpd	%xmm7, %xmm4, %xmm4
	vmovupd	%xmm4, (%rsi,%rax)
	vsubpd	%xmm3, %xmm2, %xmm2
	vmovupd	%xmm2, (%r8,%rax)
	addq	$16, %rax
	cmpl	%r10d, %r9d
	jb	.L192
