	vmovups	(%r11), %xmm1
	prefetcht0	256(%r8)
	vmovups	(%r8), %xmm0
	prefetcht0	256(%r11)
	movl	%eax, %ebp
	addq	$64, %r8
	addq	$64, %r11
	addl	$4, %eax
	prefetchw	528(%rdx)
	prefetchw	592(%rdx)
	subq	$-128, %rdx
	vunpcklps	%xmm1, %xmm0, %xmm2
	vunpckhps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -112(%rdx)
	vmovups	-48(%r11), %xmm1
	vmovups	-48(%r8), %xmm0
	vmovups	%xmm2, -128(%rdx)
	vunpcklps	%xmm1, %xmm0, %xmm2
	vunpckhps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -80(%rdx)
	vmovups	-32(%r11), %xmm1
	vmovups	-32(%r8), %xmm0
	vmovups	%xmm2, -96(%rdx)
	vunpcklps	%xmm1, %xmm0, %xmm2
	vunpckhps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -48(%rdx)
	vmovups	-16(%r11), %xmm1
	vmovups	-16(%r8), %xmm0
	vmovups	%xmm2, -64(%rdx)
	vunpcklps	%xmm1, %xmm0, %xmm2
	vunpckhps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm2, -32(%rdx)
	vmovups	%xmm0, -16(%rdx)
	cmpl	%ecx, %ebp
	jne	.L156
