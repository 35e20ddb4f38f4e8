	vmovdqu	(%rcx,%rax), %xmm1
	incl	%edx
	vpmuldq	%xmm3, %xmm1, %xmm0
	vpsrlq	$32, %xmm1, %xmm2
	vpmuldq	%xmm3, %xmm2, %xmm2
	vpshufd	$245, %xmm0, %xmm0
	vpblendw	$204, %xmm2, %xmm0, %xmm0
	vpsrad	$31, %xmm1, %xmm2
	vpsubd	%xmm2, %xmm0, %xmm0
	vpslld	$1, %xmm0, %xmm2
	vmovdqu	%xmm0, (%rsi,%rax)
	vpaddd	%xmm0, %xmm2, %xmm0
	vpsubd	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm1, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%ebx, %edx
	jb	.L169
