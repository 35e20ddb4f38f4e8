	vcvttps2dq	(%rsi,%rax), %xmm0
	incl	%ecx
	vmovdqu	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L41
