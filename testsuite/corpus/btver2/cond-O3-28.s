	vmovdqu	(%r9), %xmm5
	prefetcht0	224(%r9)
	vmovdqu	(%r10), %xmm0
	prefetcht0	224(%r10)
	movl	%ebp, %edx
	addl	$4, %ebp
	addq	$64, %r9
	addq	$64, %r10
	prefetchw	224(%r11)
	addq	$64, %r11
	vpminsd	%xmm5, %xmm0, %xmm2
	vpcmpeqd	%xmm2, %xmm0, %xmm3
	vpcmpeqd	%xmm2, %xmm5, %xmm2
	vpcmpgtd	%xmm5, %xmm0, %xmm0
	vpand	%xmm2, %xmm3, %xmm2
	vpor	%xmm4, %xmm0, %xmm0
	vmovdqu	-48(%r9), %xmm5
	vpblendvb	%xmm2, %xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -64(%r11)
	vmovdqu	-48(%r10), %xmm0
	vpminsd	%xmm5, %xmm0, %xmm2
	vpcmpeqd	%xmm2, %xmm0, %xmm3
	vpcmpeqd	%xmm2, %xmm5, %xmm2
	vpcmpgtd	%xmm5, %xmm0, %xmm0
	vpand	%xmm2, %xmm3, %xmm2
	vpor	%xmm4, %xmm0, %xmm0
	vmovdqu	-32(%r9), %xmm5
	vpblendvb	%xmm2, %xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%r11)
	vmovdqu	-32(%r10), %xmm0
	vpminsd	%xmm5, %xmm0, %xmm2
	vpcmpeqd	%xmm2, %xmm0, %xmm3
	vpcmpeqd	%xmm2, %xmm5, %xmm2
	vpcmpgtd	%xmm5, %xmm0, %xmm0
	vpand	%xmm2, %xmm3, %xmm2
	vpor	%xmm4, %xmm0, %xmm0
	vmovdqu	-16(%r9), %xmm5
	vpblendvb	%xmm2, %xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -32(%r11)
	vmovdqu	-16(%r10), %xmm0
	vpminsd	%xmm5, %xmm0, %xmm2
	vpcmpeqd	%xmm2, %xmm0, %xmm3
	vpcmpeqd	%xmm2, %xmm5, %xmm2
	vpcmpgtd	%xmm5, %xmm0, %xmm0
	vpand	%xmm2, %xmm3, %xmm2
	vpor	%xmm4, %xmm0, %xmm0
	vpblendvb	%xmm2, %xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%r11)
	cmpl	%eax, %ebp
	jne	.L265
