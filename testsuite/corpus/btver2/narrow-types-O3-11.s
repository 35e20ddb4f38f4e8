	vmovdqu	(%rdi,%rax), %xmm0
	incl	%edx
	vpaddq	(%rsi,%rax), %xmm0, %xmm0
	vmovdqu	%xmm0, (%r8,%rax)
	addq	$16, %rax
	cmpl	%ebx, %edx
	jb	.L101
