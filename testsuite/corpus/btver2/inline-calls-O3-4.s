	vmovups	(%rdi,%rax), %xmm1
	incl	%edx
	vmovups	(%rsi,%rax), %xmm0
	vsubps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm3, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, (%r11,%rax)
	addq	$16, %rax
	cmpl	%ebx, %edx
	jb	.L20
