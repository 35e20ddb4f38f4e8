	vmovups	(%r9,%rax), %xmm0
	incl	%ecx
	vmaxps	(%r10,%rax), %xmm0, %xmm0
	vmovups	%xmm0, (%r11,%rax)
	addq	$16, %rax
	cmpl	%ebx, %ecx
	jb	.L50
