	vmovdqu	(%rsi,%rax), %xmm0
	incq	%rdx
	vpslld	$1, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpq	%r11, %rdx
	jb	.L36
