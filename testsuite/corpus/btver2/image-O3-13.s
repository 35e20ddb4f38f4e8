	vmovdqu	(%rdx), %xmm0
	prefetcht0	240(%rdx)
	vmovdqu	16(%rdx), %xmm14
	movl	%r10d, %r11d
	addq	$64, %rdx
	addl	$2, %r10d
	prefetchw	368(%rax)
	prefetchw	416(%rax)
	addq	$96, %rax
	vpsrlw	$11, %xmm0, %xmm1
	vpsrlw	$11, %xmm14, %xmm2
	vpand	%xmm1, %xmm3, %xmm1
	vpand	%xmm2, %xmm3, %xmm2
	vpsrlw	$5, %xmm14, %xmm15
	vpackuswb	%xmm2, %xmm1, %xmm1
	vpsrlw	$5, %xmm0, %xmm2
	vpand	%xmm15, %xmm3, %xmm15
	vpand	%xmm14, %xmm3, %xmm14
	vpand	%xmm2, %xmm3, %xmm2
	vpand	%xmm0, %xmm3, %xmm0
	vpackuswb	%xmm15, %xmm2, %xmm2
	vpackuswb	%xmm14, %xmm0, %xmm0
	vpaddb	%xmm1, %xmm1, %xmm1
	vpaddb	%xmm2, %xmm2, %xmm2
	vpaddb	%xmm1, %xmm1, %xmm1
	vpaddb	%xmm0, %xmm0, %xmm0
	vpaddb	%xmm1, %xmm1, %xmm1
	vpaddb	%xmm2, %xmm2, %xmm2
	vpaddb	%xmm0, %xmm0, %xmm0
	vpunpcklbw	%xmm2, %xmm1, %xmm14
	vpaddb	%xmm0, %xmm0, %xmm0
	vpshufb	%xmm12, %xmm0, %xmm15
	vpshufb	%xmm11, %xmm14, %xmm14
	vpblendvb	%xmm13, %xmm15, %xmm14, %xmm14
	vpshufb	-24(%rsp), %xmm2, %xmm15
	vmovdqu	%xmm14, -96(%rax)
	vpshufb	%xmm4, %xmm1, %xmm14
	vpshufb	%xmm8, %xmm2, %xmm2
	vpshufb	%xmm7, %xmm1, %xmm1
	vpor	%xmm14, %xmm15, %xmm14
	vpshufb	%xmm5, %xmm0, %xmm15
	vpshufb	%xmm9, %xmm0, %xmm0
	vpor	%xmm2, %xmm1, %xmm1
	vpblendvb	%xmm6, %xmm15, %xmm14, %xmm14
	vpblendvb	%xmm10, %xmm1, %xmm0, %xmm0
	vmovdqu	%xmm14, -80(%rax)
	vmovdqu	-16(%rdx), %xmm14
	vmovdqu	%xmm0, -64(%rax)
	vmovdqu	-32(%rdx), %xmm0
	vpsrlw	$11, %xmm14, %xmm2
	vpsrlw	$5, %xmm14, %xmm15
	vpsrlw	$11, %xmm0, %xmm1
	vpand	%xmm2, %xmm3, %xmm2
	vpand	%xmm1, %xmm3, %xmm1
	vpand	%xmm15, %xmm3, %xmm15
	vpackuswb	%xmm2, %xmm1, %xmm1
	vpsrlw	$5, %xmm0, %xmm2
	vpand	%xmm14, %xmm3, %xmm14
	vpand	%xmm2, %xmm3, %xmm2
	vpand	%xmm0, %xmm3, %xmm0
	vpackuswb	%xmm15, %xmm2, %xmm2
	vpackuswb	%xmm14, %xmm0, %xmm0
	vpaddb	%xmm1, %xmm1, %xmm1
	vpaddb	%xmm1, %xmm1, %xmm1
	vpaddb	%xmm2, %xmm2, %xmm2
	vpaddb	%xmm0, %xmm0, %xmm0
	vpaddb	%xmm1, %xmm1, %xmm1
	vpaddb	%xmm2, %xmm2, %xmm2
	vpaddb	%xmm0, %xmm0, %xmm0
	vpaddb	%xmm0, %xmm0, %xmm0
	vpunpcklbw	%xmm2, %xmm1, %xmm14
	vpshufb	%xmm12, %xmm0, %xmm15
	vpshufb	%xmm11, %xmm14, %xmm14
	vpblendvb	%xmm13, %xmm15, %xmm14, %xmm14
	vpshufb	-24(%rsp), %xmm2, %xmm15
	vmovdqu	%xmm14, -48(%rax)
	vpshufb	%xmm4, %xmm1, %xmm14
	vpshufb	%xmm8, %xmm2, %xmm2
	vpshufb	%xmm7, %xmm1, %xmm1
	vpor	%xmm14, %xmm15, %xmm14
	vpshufb	%xmm5, %xmm0, %xmm15
	vpshufb	%xmm9, %xmm0, %xmm0
	vpor	%xmm2, %xmm1, %xmm1
	vpblendvb	%xmm6, %xmm15, %xmm14, %xmm14
	vpblendvb	%xmm10, %xmm1, %xmm0, %xmm0
	vmovdqu	%xmm14, -32(%rax)
	vmovdqu	%xmm0, -16(%rax)
	cmpl	%esi, %r11d
	jne	.L121
