	movl	%r11d, %ebx
	prefetcht0	-400(%rax)
	vpshufd	$27, (%rax), %xmm0
	addl	$4, %r11d
	vmovdqu	%xmm0, (%rdx)
	subq	$64, %rax
	vpshufd	$27, 48(%rax), %xmm0
	prefetchw	400(%rdx)
	vmovdqu	%xmm0, 16(%rdx)
	vpshufd	$27, 32(%rax), %xmm0
	addq	$64, %rdx
	vmovdqu	%xmm0, -32(%rdx)
	vpshufd	$27, 16(%rax), %xmm0
	vmovdqu	%xmm0, -16(%rdx)
	cmpl	%ecx, %ebx
	jne	.L139
