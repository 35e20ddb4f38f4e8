	vmovups	(%rdi), %xmm1
	movl	%eax, %r11d
	prefetcht0	272(%rsi)
	addl	$4, %eax
	addq	$64, %rsi
	prefetcht0	272(%rdi)
	addq	$64, %rdi
	vmulps	-64(%rsi), %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vunpckhps	%xmm1, %xmm1, %xmm2
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vmovups	-48(%rsi), %xmm2
	vaddss	%xmm1, %xmm0, %xmm0
	vmulps	-48(%rdi), %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vshufps	$85, %xmm2, %xmm2, %xmm1
	vaddss	%xmm0, %xmm1, %xmm1
	vunpckhps	%xmm2, %xmm2, %xmm0
	vshufps	$255, %xmm2, %xmm2, %xmm2
	vaddss	%xmm0, %xmm1, %xmm1
	vmovups	-32(%rdi), %xmm0
	vaddss	%xmm2, %xmm1, %xmm1
	vmulps	-32(%rsi), %xmm0, %xmm0
	vaddss	%xmm0, %xmm1, %xmm1
	vshufps	$85, %xmm0, %xmm0, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vunpckhps	%xmm0, %xmm0, %xmm2
	vshufps	$255, %xmm0, %xmm0, %xmm0
	vaddss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm0, %xmm1, %xmm1
	vmovups	-16(%rdi), %xmm0
	vmulps	-16(%rsi), %xmm0, %xmm0
	cmpl	%ecx, %r11d
	vaddss	%xmm0, %xmm1, %xmm1
	vshufps	$85, %xmm0, %xmm0, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vunpckhps	%xmm0, %xmm0, %xmm2
	vshufps	$255, %xmm0, %xmm0, %xmm0
	vaddss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	jne	.L36
