	vmovdqu	(%rcx), %xmm1
	prefetcht0	240(%rcx)
	prefetchw	240(%rsi)
	prefetchw	240(%rdi)
	movl	%eax, %ebp
	addq	$64, %rcx
	addq	$64, %rsi
	addq	$64, %rdi
	addl	$4, %eax
	vpmuldq	%xmm3, %xmm1, %xmm0
	vpsrlq	$32, %xmm1, %xmm2
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpshufd	$245, %xmm0, %xmm0
	vpblendw	$204, %xmm2, %xmm0, %xmm0
	vpsrad	$31, %xmm1, %xmm2
	vpsubd	%xmm2, %xmm0, %xmm0
	vpslld	$1, %xmm0, %xmm2
	vmovdqu	%xmm0, -64(%rsi)
	vpaddd	%xmm0, %xmm2, %xmm0
	vpsubd	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm1, -64(%rdi)
	vmovdqu	-48(%rcx), %xmm1
	vpmuldq	%xmm3, %xmm1, %xmm0
	vpsrlq	$32, %xmm1, %xmm2
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpshufd	$245, %xmm0, %xmm0
	vpblendw	$204, %xmm2, %xmm0, %xmm0
	vpsrad	$31, %xmm1, %xmm2
	vpsubd	%xmm2, %xmm0, %xmm0
	vpslld	$1, %xmm0, %xmm2
	vmovdqu	%xmm0, -48(%rsi)
	vpaddd	%xmm0, %xmm2, %xmm0
	vpsubd	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm1, -48(%rdi)
	vmovdqu	-32(%rcx), %xmm1
	vpmuldq	%xmm3, %xmm1, %xmm0
	vpsrlq	$32, %xmm1, %xmm2
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpshufd	$245, %xmm0, %xmm0
	vpblendw	$204, %xmm2, %xmm0, %xmm0
	vpsrad	$31, %xmm1, %xmm2
	vpsubd	%xmm2, %xmm0, %xmm0
	vpslld	$1, %xmm0, %xmm2
	vmovdqu	%xmm0, -32(%rsi)
	vpaddd	%xmm0, %xmm2, %xmm0
	vpsubd	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm1, -32(%rdi)
	vmovdqu	-16(%rcx), %xmm1
	vpmuldq	%xmm3, %xmm1, %xmm0
	vpsrlq	$32, %xmm1, %xmm2
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpshufd	$245, %xmm0, %xmm0
	vpblendw	$204, %xmm2, %xmm0, %xmm0
	vpsrad	$31, %xmm1, %xmm2
	vpsubd	%xmm2, %xmm0, %xmm0
	vpslld	$1, %xmm0, %xmm2
	vmovdqu	%xmm0, -16(%rsi)
	vpaddd	%xmm0, %xmm2, %xmm0
	vpsubd	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm1, -16(%rdi)
	cmpl	%edx, %ebp
	jne	.L168
