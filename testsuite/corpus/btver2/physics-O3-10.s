	vmovsd	-8(%rsi,%rdi,8), %xmm0
	movq	%rdi, %r8
	addq	$16, %rax
	vsubsd	%xmm5, %xmm0, %xmm4
	vmovsd	(%rsi,%rdi,8), %xmm5
	addq	$2, %rdi
	leal	(%r10,%rdi), %r9d
	vsubsd	%xmm1, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm4
	vsubsd	%xmm0, %xmm5, %xmm0
	vsubsd	%xmm1, %xmm0, %xmm0
	vaddsd	%xmm4, %xmm2, %xmm2
	vmulsd	%xmm3, %xmm0, %xmm0
	vmovsd	%xmm2, -16(%rax)
	vmovsd	-8(%rax), %xmm2
	vsubsd	%xmm4, %xmm2, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm2
	vmovsd	%xmm2, -8(%rax)
	vmovsd	(%rax), %xmm2
	vsubsd	%xmm0, %xmm2, %xmm2
	vmovsd	%xmm2, (%rax)
	cmpl	%r9d, %r11d
	jg	.L78
