	vmovdqa	%xmm2, %xmm1
	incl	%ecx
	vpsrld	$22, %xmm1, %xmm0
	vpand	%xmm6, %xmm1, %xmm1
	vmovd	%xmm0, %r11d
	vpextrd	$2, %xmm0, %ebp
	vmovss	(%rax,%rbp,4), %xmm8
	vpextrd	$1, %xmm0, %r10d
	vpextrd	$3, %xmm0, %ebx
	vpaddd	%xmm5, %xmm0, %xmm0
	vpextrd	$2, %xmm0, %ebp
	vcvtdq2ps	%xmm1, %xmm1
	addq	$16, %rdx
	vpaddd	%xmm3, %xmm2, %xmm2
	vmovss	(%rax,%r11,4), %xmm7
	vmovd	%xmm0, %r11d
	vinsertps	$0x10, (%rax,%rbx,4), %xmm8, %xmm8
	vpextrd	$3, %xmm0, %ebx
	vmulps	%xmm4, %xmm1, %xmm1
	vinsertps	$0x10, (%rax,%r10,4), %xmm7, %xmm7
	vpextrd	$1, %xmm0, %r10d
	vmovss	(%rax,%r11,4), %xmm0
	vmovlhps	%xmm8, %xmm7, %xmm7
	vmovss	(%rax,%rbp,4), %xmm8
	vinsertps	$0x10, (%rax,%r10,4), %xmm0, %xmm0
	vinsertps	$0x10, (%rax,%rbx,4), %xmm8, %xmm8
	vmovlhps	%xmm8, %xmm0, %xmm0
	vsubps	%xmm7, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vaddps	%xmm7, %xmm0, %xmm0
	vmovups	%xmm0, -16(%rdx)
	cmpl	%r12d, %ecx
	jb	.L102
