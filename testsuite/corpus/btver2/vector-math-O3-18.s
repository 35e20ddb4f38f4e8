	vmovdqu	(%rdx), %xmm1
	movl	%r9d, %ecx
	addl	$4, %r9d
	prefetcht0	320(%rdx)
	addq	$64, %rdx
	vpslld	$2, %xmm1, %xmm0
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovdqu	-48(%rdx), %xmm1
	vpaddd	%xmm2, %xmm0, %xmm0
	vpsrad	$2, %xmm0, %xmm0
	vmovdqu	%xmm0, -64(%rdx)
	vpslld	$2, %xmm1, %xmm0
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovdqu	-32(%rdx), %xmm1
	vpaddd	%xmm2, %xmm0, %xmm0
	vpsrad	$2, %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%rdx)
	vpslld	$2, %xmm1, %xmm0
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovdqu	-16(%rdx), %xmm1
	vpaddd	%xmm2, %xmm0, %xmm0
	vpsrad	$2, %xmm0, %xmm0
	vmovdqu	%xmm0, -32(%rdx)
	vpslld	$2, %xmm1, %xmm0
	vpaddd	%xmm1, %xmm0, %xmm0
	vpaddd	%xmm2, %xmm0, %xmm0
	vpsrad	$2, %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rdx)
	cmpl	%eax, %r9d
	jne	.L167
