	movl	%edx, %eax
	addq	$4, %rdi
	shrl	$22, %eax
	movl	%eax, %r8d
	incl	%eax
	vmovss	(%rsi,%r8,4), %xmm2
	vmovss	(%rsi,%rax,4), %xmm0
	movl	%edx, %eax
	andl	$4194303, %eax
	addl	%ecx, %edx
	vcvtsi2ssl	%eax, %xmm1, %xmm1
	vmulss	%xmm3, %xmm1, %xmm1
	vsubss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	%xmm0, -4(%rdi)
	cmpq	%rdi, %r9
	jne	.L44
