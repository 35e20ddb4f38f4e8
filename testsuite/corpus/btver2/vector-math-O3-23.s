	vxorps	(%rsi,%rax), %xmm1, %xmm0
	incl	%ecx
	vmovups	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L198
