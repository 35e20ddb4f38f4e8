	vmovsd	-136(%r8), %xmm5
	addl	$8, %r9d
	vmovsd	-136(%rdi), %xmm2
	prefetcht0	(%r8)
	vmovsd	-128(%r8), %xmm1
	prefetcht0	(%rdi)
	addq	$64, %r8
	addq	$64, %rdi
	vaddsd	%xmm3, %xmm5, %xmm3
	vsubsd	%xmm2, %xmm4, %xmm4
	vaddsd	%xmm1, %xmm5, %xmm5
	vmulsd	%xmm4, %xmm3, %xmm3
	vmovsd	-192(%rdi), %xmm4
	vaddsd	%xmm0, %xmm3, %xmm3
	vmovsd	-184(%r8), %xmm0
	vsubsd	%xmm4, %xmm2, %xmm2
	vmulsd	%xmm5, %xmm2, %xmm2
	vmovsd	-184(%rdi), %xmm5
	vaddsd	%xmm3, %xmm2, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm3
	vmovsd	-176(%r8), %xmm1
	vsubsd	%xmm5, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmovsd	-176(%rdi), %xmm4
	vaddsd	%xmm2, %xmm3, %xmm3
	vaddsd	%xmm1, %xmm0, %xmm2
	vmovsd	-168(%r8), %xmm0
	vsubsd	%xmm4, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm2, %xmm2
	vmovsd	-168(%rdi), %xmm5
	vaddsd	%xmm3, %xmm2, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm3
	vmovsd	-160(%r8), %xmm1
	vsubsd	%xmm5, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmovsd	-160(%rdi), %xmm4
	vaddsd	%xmm2, %xmm3, %xmm3
	vaddsd	%xmm1, %xmm0, %xmm2
	vmovsd	-152(%r8), %xmm0
	vsubsd	%xmm4, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm2, %xmm2
	vmovsd	-152(%rdi), %xmm5
	vaddsd	%xmm0, %xmm1, %xmm1
	vaddsd	%xmm3, %xmm2, %xmm2
	vmovsd	-144(%r8), %xmm3
	vsubsd	%xmm5, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm1, %xmm1
	vmovsd	-144(%rdi), %xmm4
	cmpl	%eax, %r9d
	vaddsd	%xmm3, %xmm0, %xmm0
	vaddsd	%xmm2, %xmm1, %xmm1
	vsubsd	%xmm4, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	jne	.L4
