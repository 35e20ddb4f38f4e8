	vmovups	(%rsi,%rax), %xmm0
	incl	%edx
	vmulps	%xmm0, %xmm4, %xmm3
	vmulps	%xmm0, %xmm5, %xmm0
	vmovups	%xmm3, (%rdi,%rax)
	vmovups	%xmm0, (%r11,%rax)
	addq	$16, %rax
	cmpl	%ebx, %edx
	jb	.L37
