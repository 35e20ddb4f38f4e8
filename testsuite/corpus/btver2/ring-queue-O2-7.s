	vmulss	(%rax,%rcx,4), %xmm0, %xmm1
	vaddss	(%rsi,%rcx,4), %xmm1, %xmm1
	vmovss	%xmm1, (%rdi,%rcx,4)
	incq	%rcx
	cmpl	%ecx, %edx
	jg	.L39
