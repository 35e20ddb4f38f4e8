	vmovdqu	(%rdx), %xmm0
	movl	%eax, %r9d
	prefetcht0	256(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vpcmpgtd	%xmm0, %xmm1, %xmm3
	vpand	%xmm2, %xmm3, %xmm3
	vpaddd	%xmm3, %xmm0, %xmm0
	vpand	%xmm2, %xmm0, %xmm0
	vpsubd	%xmm3, %xmm0, %xmm0
	vmovdqu	%xmm0, -64(%rdx)
	vmovdqu	-48(%rdx), %xmm0
	vpcmpgtd	%xmm0, %xmm1, %xmm3
	vpand	%xmm2, %xmm3, %xmm3
	vpaddd	%xmm3, %xmm0, %xmm0
	vpand	%xmm2, %xmm0, %xmm0
	vpsubd	%xmm3, %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%rdx)
	vmovdqu	-32(%rdx), %xmm0
	vpcmpgtd	%xmm0, %xmm1, %xmm3
	vpand	%xmm2, %xmm3, %xmm3
	vpaddd	%xmm3, %xmm0, %xmm0
	vpand	%xmm2, %xmm0, %xmm0
	vpsubd	%xmm3, %xmm0, %xmm0
	vmovdqu	%xmm0, -32(%rdx)
	vmovdqu	-16(%rdx), %xmm0
	vpcmpgtd	%xmm0, %xmm1, %xmm3
	vpand	%xmm2, %xmm3, %xmm3
	vpaddd	%xmm0, %xmm3, %xmm0
	vpand	%xmm2, %xmm0, %xmm0
	vpsubd	%xmm3, %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rdx)
	cmpl	%r9d, %ecx
	jne	.L71
