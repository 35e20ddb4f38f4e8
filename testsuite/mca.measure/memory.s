# Loads and stores through registers used as addresses: their pages are
# mapped on first touch.
	movq	(%rdi), %rax
	addq	$1, %rax
	movq	%rax, 8(%rsi,%rcx,8)
	vmovups	(%rdx), %ymm0
	vaddps	%ymm0, %ymm1, %ymm1
	addq	$8, %rdi
	cmpq	%rdi, %r8
	jne	.L3
