	vmovdqu	(%rsi,%rax), %xmm0
	incl	%edx
	vpmulhuw	(%rcx,%rax), %xmm0, %xmm0
	vmovdqu	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%ebx, %edx
	jb	.L191
