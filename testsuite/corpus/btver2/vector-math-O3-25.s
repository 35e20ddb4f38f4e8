	vmovups	(%rsi,%rax), %xmm0
	incl	%edx
	vcmpltps	(%r8,%rax), %xmm0, %xmm0
	vmovdqu	%xmm0, (%r11,%rax)
	addq	$16, %rax
	cmpl	%ebx, %edx
	jb	.L219
