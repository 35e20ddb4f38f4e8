	vmovdqu	(%rsi,%rax), %xmm0
	incl	%edx
	vpsrld	%xmm2, %xmm0, %xmm1
	vpslld	%xmm3, %xmm0, %xmm0
	vpor	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r9d, %edx
	jb	.L58
