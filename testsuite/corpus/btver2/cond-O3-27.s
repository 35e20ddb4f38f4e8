	vmovdqu	(%rcx,%rax), %xmm1
	incl	%edx
	vpsadbw	(%rsi,%rax), %xmm1, %xmm1
	addq	$16, %rax
	cmpl	%r9d, %edx
	vpaddd	%xmm1, %xmm0, %xmm0
	jb	.L248
