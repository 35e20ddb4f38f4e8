	vpxor	(%rdi,%rax), %xmm1, %xmm0
	incl	%edx
	vpand	(%rsi,%rax), %xmm0, %xmm0
	vmovdqu	%xmm0, (%r8,%rax)
	addq	$16, %rax
	cmpl	%ebx, %edx
	jb	.L123
