	vmovdqu	(%rsi), %xmm0
	prefetcht0	400(%rsi)
	movq	%rax, %rbx
	addq	$64, %rsi
	addq	$4, %rax
	prefetchw	400(%rdi)
	addq	$64, %rdi
	vpslld	$1, %xmm0, %xmm0
	vmovdqu	%xmm0, -64(%rdi)
	vmovdqu	-48(%rsi), %xmm0
	vpslld	$1, %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%rdi)
	vmovdqu	-32(%rsi), %xmm0
	vpslld	$1, %xmm0, %xmm0
	vmovdqu	%xmm0, -32(%rdi)
	vmovdqu	-16(%rsi), %xmm0
	vpslld	$1, %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rdi)
	cmpq	%rbx, %rdx
	jne	.L35
