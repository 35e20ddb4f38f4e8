	vmovups	(%rcx), %xmm2
	prefetcht0	256(%r9)
	movl	%eax, %r11d
	addq	$64, %r9
	addl	$4, %eax
	prefetcht0	256(%rcx)
	addq	$64, %rcx
	vmulps	%xmm4, %xmm2, %xmm1
	vaddps	-64(%r9), %xmm1, %xmm1
	vmulps	%xmm5, %xmm1, %xmm1
	vsubps	%xmm1, %xmm2, %xmm2
	vmovups	%xmm2, -64(%rcx)
	vmovups	-48(%rcx), %xmm2
	vmulps	%xmm4, %xmm2, %xmm1
	vaddps	-48(%r9), %xmm1, %xmm1
	vmulps	%xmm5, %xmm1, %xmm1
	vsubps	%xmm1, %xmm2, %xmm2
	vmovups	%xmm2, -48(%rcx)
	vmovups	-32(%rcx), %xmm2
	vmulps	%xmm4, %xmm2, %xmm1
	vaddps	-32(%r9), %xmm1, %xmm1
	vmulps	%xmm5, %xmm1, %xmm1
	vsubps	%xmm1, %xmm2, %xmm2
	vmovups	%xmm2, -32(%rcx)
	vmovups	-16(%rcx), %xmm2
	vmulps	%xmm2, %xmm4, %xmm1
	vaddps	-16(%r9), %xmm1, %xmm1
	vmulps	%xmm5, %xmm1, %xmm1
	vsubps	%xmm1, %xmm2, %xmm2
	vmovups	%xmm2, -16(%rcx)
	cmpl	%r11d, %esi
	jne	.L181
