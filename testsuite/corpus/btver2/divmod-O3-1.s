	vmovdqu	(%rcx), %xmm1
	prefetcht0	272(%rcx)
	movl	%eax, %r11d
	addq	$64, %rcx
	addl	$4, %eax
	prefetchw	272(%rsi)
	addq	$64, %rsi
	vpmuldq	%xmm3, %xmm1, %xmm0
	vpsrlq	$32, %xmm1, %xmm2
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpshufd	$245, %xmm0, %xmm0
	vpblendw	$204, %xmm2, %xmm0, %xmm0
	vpaddd	%xmm0, %xmm1, %xmm0
	vpsrad	$31, %xmm1, %xmm1
	vpsrad	$2, %xmm0, %xmm0
	vpsubd	%xmm1, %xmm0, %xmm0
	vmovdqu	-48(%rcx), %xmm1
	vmovdqu	%xmm0, -64(%rsi)
	vpmuldq	%xmm3, %xmm1, %xmm0
	vpsrlq	$32, %xmm1, %xmm2
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpshufd	$245, %xmm0, %xmm0
	vpblendw	$204, %xmm2, %xmm0, %xmm0
	vpaddd	%xmm0, %xmm1, %xmm0
	vpsrad	$31, %xmm1, %xmm1
	vpsrad	$2, %xmm0, %xmm0
	vpsubd	%xmm1, %xmm0, %xmm0
	vmovdqu	-32(%rcx), %xmm1
	vmovdqu	%xmm0, -48(%rsi)
	vpmuldq	%xmm3, %xmm1, %xmm0
	vpsrlq	$32, %xmm1, %xmm2
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpshufd	$245, %xmm0, %xmm0
	vpblendw	$204, %xmm2, %xmm0, %xmm0
	vpaddd	%xmm0, %xmm1, %xmm0
	vpsrad	$31, %xmm1, %xmm1
	vpsrad	$2, %xmm0, %xmm0
	vpsubd	%xmm1, %xmm0, %xmm0
	vmovdqu	-16(%rcx), %xmm1
	vmovdqu	%xmm0, -32(%rsi)
	vpmuldq	%xmm3, %xmm1, %xmm0
	vpsrlq	$32, %xmm1, %xmm2
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpshufd	$245, %xmm0, %xmm0
	vpblendw	$204, %xmm2, %xmm0, %xmm0
	vpaddd	%xmm0, %xmm1, %xmm0
	vpsrad	$31, %xmm1, %xmm1
	vpsrad	$2, %xmm0, %xmm0
	vpsubd	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rsi)
	cmpl	%edx, %r11d
	jne	.L5
