	vmovupd	(%rsi,%rax), %xmm1
	incl	%ecx
	vmulpd	%xmm1, %xmm1, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vmovupd	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L81
