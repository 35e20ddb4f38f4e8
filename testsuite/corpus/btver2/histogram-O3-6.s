	movzwl	(%rsi,%rax,2), %edx
	andl	$1023, %edx
	leaq	(%rdi,%rdx,8), %rdx
	vmovsd	(%rdx), %xmm0
	vaddsd	(%r8,%rax,8), %xmm0, %xmm0
	incq	%rax
	cmpl	%eax, %ecx
	vmovsd	%xmm0, (%rdx)
	jg	.L29
