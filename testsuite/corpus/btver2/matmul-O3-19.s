	vmovsd	(%rax,%rdx,8), %xmm0
	incq	%rdx
	vmovsd	%xmm0, (%rsi)
	addq	%rdi, %rsi
	cmpl	%edx, %ecx
	jg	.L189
