	vmovdqu	(%rsi,%rax), %xmm0
	incl	%edx
	vpminsd	(%rcx,%rax), %xmm0, %xmm0
	vmovdqu	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r9d, %edx
	jb	.L33
