	vmovdqu	(%rdx), %xmm0
	prefetcht0	528(%rdx)
	vmovdqu	16(%rdx), %xmm1
	prefetcht0	592(%rdx)
	prefetchw	256(%rsi)
	prefetchw	256(%rdi)
	movl	%eax, %ebp
	subq	$-128, %rdx
	addq	$64, %rsi
	addq	$64, %rdi
	addl	$4, %eax
	vpand	%xmm0, %xmm3, %xmm2
	vpsrld	$16, %xmm0, %xmm0
	vpand	%xmm1, %xmm3, %xmm4
	vpsrld	$16, %xmm1, %xmm1
	vpackusdw	%xmm1, %xmm0, %xmm0
	vmovdqu	-80(%rdx), %xmm1
	vmovdqu	%xmm0, -64(%rdi)
	vmovdqu	-96(%rdx), %xmm0
	vpackusdw	%xmm4, %xmm2, %xmm2
	vmovdqu	%xmm2, -64(%rsi)
	vpand	%xmm1, %xmm3, %xmm4
	vpsrld	$16, %xmm1, %xmm1
	vpand	%xmm0, %xmm3, %xmm2
	vpsrld	$16, %xmm0, %xmm0
	vpackusdw	%xmm1, %xmm0, %xmm0
	vmovdqu	-48(%rdx), %xmm1
	vmovdqu	%xmm0, -48(%rdi)
	vmovdqu	-64(%rdx), %xmm0
	vpackusdw	%xmm4, %xmm2, %xmm2
	vmovdqu	%xmm2, -48(%rsi)
	vpand	%xmm1, %xmm3, %xmm4
	vpsrld	$16, %xmm1, %xmm1
	vpand	%xmm0, %xmm3, %xmm2
	vpsrld	$16, %xmm0, %xmm0
	vpackusdw	%xmm1, %xmm0, %xmm0
	vmovdqu	-16(%rdx), %xmm1
	vmovdqu	%xmm0, -32(%rdi)
	vmovdqu	-32(%rdx), %xmm0
	vpackusdw	%xmm4, %xmm2, %xmm2
	vmovdqu	%xmm2, -32(%rsi)
	vpand	%xmm1, %xmm3, %xmm4
	vpsrld	$16, %xmm1, %xmm1
	vpand	%xmm0, %xmm3, %xmm2
	vpsrld	$16, %xmm0, %xmm0
	vpackusdw	%xmm4, %xmm2, %xmm2
	vpackusdw	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm2, -16(%rsi)
	vmovdqu	%xmm0, -16(%rdi)
	cmpl	%ecx, %ebp
	jne	.L180
