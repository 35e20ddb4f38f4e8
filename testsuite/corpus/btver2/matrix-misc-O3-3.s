	vmovups	(%rdi,%rax), %xmm0
	incl	%edx
	vaddps	(%rsi,%rax), %xmm0, %xmm0
	vmovups	%xmm0, (%r8,%rax)
	addq	$16, %rax
	cmpl	%ebx, %edx
	jb	.L12
