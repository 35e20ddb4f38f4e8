	vmovupd	(%rdi,%rax), %xmm0
	incl	%edx
	vaddpd	(%rsi,%rax), %xmm0, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vmovupd	%xmm0, (%r8,%rax)
	addq	$16, %rax
	cmpl	%ebx, %edx
	jb	.L94
