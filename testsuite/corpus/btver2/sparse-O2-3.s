	movslq	(%r11,%rax), %rcx
	movslq	(%r10,%rax), %rdx
	vmovsd	(%r9,%rcx,8), %xmm0
	leaq	(%rdi,%rdx,8), %rdx
	vmulsd	(%r8,%rax,2), %xmm0, %xmm0
	addq	$4, %rax
	cmpq	%rsi, %rax
	vaddsd	(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, (%rdx)
	jne	.L27
