	vmovups	(%r15), %xmm4
	movl	%eax, %edx
	prefetcht0	272(%rcx)
	addl	$4, %eax
	addq	$64, %rcx
	prefetcht0	272(%r15)
	addq	$64, %r15
	vmulps	-64(%rcx), %xmm4, %xmm4
	vaddss	%xmm4, %xmm0, %xmm0
	vshufps	$85, %xmm4, %xmm4, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vunpckhps	%xmm4, %xmm4, %xmm1
	vshufps	$255, %xmm4, %xmm4, %xmm4
	vaddss	%xmm1, %xmm0, %xmm0
	vmovups	-48(%rcx), %xmm1
	vaddss	%xmm4, %xmm0, %xmm0
	vmulps	-48(%r15), %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm4
	vaddss	%xmm0, %xmm4, %xmm4
	vunpckhps	%xmm1, %xmm1, %xmm0
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm4, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vmovups	-32(%r15), %xmm1
	vmulps	-32(%rcx), %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm4
	vaddss	%xmm4, %xmm0, %xmm0
	vunpckhps	%xmm1, %xmm1, %xmm4
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm4, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vmovups	-16(%r15), %xmm1
	vmulps	-16(%rcx), %xmm1, %xmm1
	cmpl	%r14d, %edx
	vaddss	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm4
	vaddss	%xmm4, %xmm0, %xmm0
	vunpckhps	%xmm1, %xmm1, %xmm4
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm4, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	jne	.L79
