	vmovsd	-80(%r8), %xmm2
	prefetcht0	(%r8)
	prefetcht0	-8(%r8)
	movl	%eax, %r9d
	addl	$9, %r9d
	addl	$8, %eax
	addq	$64, %r8
	prefetcht0	(%rdi)
	prefetcht0	8(%rdi)
	addq	$64, %rdi
	vsubsd	-152(%r8), %xmm2, %xmm4
	vsubsd	%xmm1, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm4
	vaddsd	-144(%rdi), %xmm4, %xmm0
	vmovsd	%xmm0, -144(%rdi)
	vmovsd	-136(%r8), %xmm0
	vsubsd	%xmm2, %xmm0, %xmm5
	vmovsd	-136(%rdi), %xmm2
	vsubsd	%xmm1, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm5, %xmm5
	vsubsd	%xmm4, %xmm2, %xmm2
	vaddsd	%xmm5, %xmm2, %xmm2
	vmovsd	%xmm2, -136(%rdi)
	vmovsd	-128(%r8), %xmm2
	vsubsd	%xmm0, %xmm2, %xmm4
	vmovsd	-128(%rdi), %xmm0
	vsubsd	%xmm1, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm4
	vsubsd	%xmm5, %xmm0, %xmm0
	vaddsd	%xmm4, %xmm0, %xmm0
	vmovsd	%xmm0, -128(%rdi)
	vmovsd	-120(%r8), %xmm0
	vsubsd	%xmm2, %xmm0, %xmm5
	vmovsd	-120(%rdi), %xmm2
	vsubsd	%xmm1, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm5, %xmm5
	vsubsd	%xmm4, %xmm2, %xmm2
	vaddsd	%xmm5, %xmm2, %xmm2
	vmovsd	%xmm2, -120(%rdi)
	vmovsd	-112(%r8), %xmm2
	vsubsd	%xmm0, %xmm2, %xmm4
	vmovsd	-112(%rdi), %xmm0
	vsubsd	%xmm1, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm4
	vsubsd	%xmm5, %xmm0, %xmm0
	vmovsd	-104(%rdi), %xmm5
	vaddsd	%xmm4, %xmm0, %xmm0
	vsubsd	%xmm4, %xmm5, %xmm4
	vmovsd	%xmm0, -112(%rdi)
	vmovsd	-104(%r8), %xmm0
	vmovsd	-96(%r8), %xmm5
	vsubsd	%xmm2, %xmm0, %xmm2
	vsubsd	%xmm0, %xmm5, %xmm0
	vsubsd	%xmm1, %xmm2, %xmm2
	vsubsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm3, %xmm0, %xmm0
	vaddsd	%xmm2, %xmm4, %xmm4
	vmovsd	%xmm4, -104(%rdi)
	vmovsd	-96(%rdi), %xmm4
	vsubsd	%xmm2, %xmm4, %xmm2
	vmovsd	-88(%rdi), %xmm4
	vaddsd	%xmm0, %xmm2, %xmm2
	vsubsd	%xmm0, %xmm4, %xmm0
	vmovsd	%xmm2, -96(%rdi)
	vmovsd	-88(%r8), %xmm2
	vsubsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm2
	vmulsd	%xmm3, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmovsd	%xmm0, -88(%rdi)
	vmovsd	-80(%rdi), %xmm0
	vsubsd	%xmm2, %xmm0, %xmm0
	vmovsd	%xmm0, -80(%rdi)
	cmpl	%r9d, %r10d
	jg	.L79
