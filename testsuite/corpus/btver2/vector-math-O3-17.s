	vpmulld	(%rcx,%rax), %xmm1, %xmm0
	incl	%edx
	vpaddd	(%rsi,%rax), %xmm0, %xmm0
	vmovdqu	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %edx
	jb	.L152
