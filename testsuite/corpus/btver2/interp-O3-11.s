	vpsrld	$22, %xmm2, %xmm0
	vpaddd	%xmm2, %xmm3, %xmm1
	vmovd	%xmm0, %ebx
	vpextrd	$2, %xmm0, %r13d
	vmovss	(%rax,%r13,4), %xmm8
	vpextrd	$1, %xmm0, %r11d
	vpextrd	$3, %xmm0, %ebp
	vpaddd	%xmm5, %xmm0, %xmm0
	vpextrd	$2, %xmm0, %r13d
	vpand	%xmm6, %xmm2, %xmm2
	vcvtdq2ps	%xmm2, %xmm2
	prefetchw	96(%rdx)
	addq	$64, %rdx
	vmovss	(%rax,%rbx,4), %xmm7
	vmovd	%xmm0, %ebx
	vinsertps	$0x10, (%rax,%rbp,4), %xmm8, %xmm8
	vpextrd	$3, %xmm0, %ebp
	vmulps	%xmm4, %xmm2, %xmm2
	vinsertps	$0x10, (%rax,%r11,4), %xmm7, %xmm7
	vpextrd	$1, %xmm0, %r11d
	vmovss	(%rax,%rbx,4), %xmm0
	vmovlhps	%xmm8, %xmm7, %xmm7
	vmovss	(%rax,%r13,4), %xmm8
	vinsertps	$0x10, (%rax,%r11,4), %xmm0, %xmm0
	vinsertps	$0x10, (%rax,%rbp,4), %xmm8, %xmm8
	vmovlhps	%xmm8, %xmm0, %xmm0
	vsubps	%xmm7, %xmm0, %xmm0
	vmulps	%xmm2, %xmm0, %xmm0
	vpaddd	%xmm1, %xmm3, %xmm2
	vaddps	%xmm7, %xmm0, %xmm0
	vmovups	%xmm0, -64(%rdx)
	vpsrld	$22, %xmm1, %xmm0
	vmovd	%xmm0, %ebx
	vpextrd	$2, %xmm0, %r13d
	vpextrd	$1, %xmm0, %r11d
	vpextrd	$3, %xmm0, %ebp
	vpaddd	%xmm5, %xmm0, %xmm0
	vpand	%xmm6, %xmm1, %xmm1
	vcvtdq2ps	%xmm1, %xmm1
	vmovss	(%rax,%r13,4), %xmm8
	vpextrd	$2, %xmm0, %r13d
	vmovss	(%rax,%rbx,4), %xmm7
	vmovd	%xmm0, %ebx
	vmulps	%xmm4, %xmm1, %xmm1
	vinsertps	$0x10, (%rax,%rbp,4), %xmm8, %xmm8
	vpextrd	$3, %xmm0, %ebp
	vinsertps	$0x10, (%rax,%r11,4), %xmm7, %xmm7
	vpextrd	$1, %xmm0, %r11d
	vmovss	(%rax,%rbx,4), %xmm0
	vmovlhps	%xmm8, %xmm7, %xmm7
	vmovss	(%rax,%r13,4), %xmm8
	vinsertps	$0x10, (%rax,%r11,4), %xmm0, %xmm0
	vinsertps	$0x10, (%rax,%rbp,4), %xmm8, %xmm8
	vmovlhps	%xmm8, %xmm0, %xmm0
	vsubps	%xmm7, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vpaddd	%xmm3, %xmm2, %xmm1
	vaddps	%xmm7, %xmm0, %xmm0
	vmovups	%xmm0, -48(%rdx)
	vpsrld	$22, %xmm2, %xmm0
	vmovd	%xmm0, %ebx
	vpextrd	$2, %xmm0, %r13d
	vpextrd	$1, %xmm0, %r11d
	vpextrd	$3, %xmm0, %ebp
	vpaddd	%xmm5, %xmm0, %xmm0
	vpand	%xmm6, %xmm2, %xmm2
	vcvtdq2ps	%xmm2, %xmm2
	vmovss	(%rax,%r13,4), %xmm8
	vpextrd	$2, %xmm0, %r13d
	vmovss	(%rax,%rbx,4), %xmm7
	vmovd	%xmm0, %ebx
	vmulps	%xmm4, %xmm2, %xmm2
	vinsertps	$0x10, (%rax,%rbp,4), %xmm8, %xmm8
	vpextrd	$3, %xmm0, %ebp
	vinsertps	$0x10, (%rax,%r11,4), %xmm7, %xmm7
	vpextrd	$1, %xmm0, %r11d
	vmovss	(%rax,%rbx,4), %xmm0
	vmovlhps	%xmm8, %xmm7, %xmm7
	vmovss	(%rax,%r13,4), %xmm8
	vinsertps	$0x10, (%rax,%r11,4), %xmm0, %xmm0
	vinsertps	$0x10, (%rax,%rbp,4), %xmm8, %xmm8
	vmovlhps	%xmm8, %xmm0, %xmm0
	vsubps	%xmm7, %xmm0, %xmm0
	vmulps	%xmm2, %xmm0, %xmm0
	vpaddd	%xmm1, %xmm3, %xmm2
	vaddps	%xmm7, %xmm0, %xmm0
	vmovups	%xmm0, -32(%rdx)
	vpsrld	$22, %xmm1, %xmm0
	vmovd	%xmm0, %ebx
	vpextrd	$2, %xmm0, %r13d
	vpextrd	$1, %xmm0, %r11d
	vpextrd	$3, %xmm0, %ebp
	vpaddd	%xmm5, %xmm0, %xmm0
	vpand	%xmm6, %xmm1, %xmm1
	vcvtdq2ps	%xmm1, %xmm1
	vmovss	(%rax,%r13,4), %xmm8
	vpextrd	$2, %xmm0, %r13d
	vmovss	(%rax,%rbx,4), %xmm7
	vmovd	%xmm0, %ebx
	vmulps	%xmm4, %xmm1, %xmm1
	vinsertps	$0x10, (%rax,%rbp,4), %xmm8, %xmm8
	vpextrd	$3, %xmm0, %ebp
	vinsertps	$0x10, (%rax,%r11,4), %xmm7, %xmm7
	vpextrd	$1, %xmm0, %r11d
	vmovlhps	%xmm8, %xmm7, %xmm7
	vmovss	(%rax,%r13,4), %xmm8
	vmovss	(%rax,%rbx,4), %xmm0
	vinsertps	$0x10, (%rax,%rbp,4), %xmm8, %xmm8
	vinsertps	$0x10, (%rax,%r11,4), %xmm0, %xmm0
	movl	%r10d, %r11d
	addl	$4, %r10d
	vmovlhps	%xmm8, %xmm0, %xmm0
	vsubps	%xmm7, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vaddps	%xmm7, %xmm0, %xmm0
	vmovups	%xmm0, -16(%rdx)
	cmpl	%ecx, %r11d
	jne	.L101
