	vmovsd	-104(%rdi), %xmm0
	prefetcht0	(%rdi)
	movl	%r9d, %r10d
	addl	$8, %r9d
	addq	$64, %rdi
	prefetcht0	(%rax)
	addq	$64, %rax
	vsubsd	%xmm5, %xmm0, %xmm5
	vsubsd	%xmm1, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm5, %xmm5
	vaddsd	%xmm2, %xmm5, %xmm2
	vmovsd	%xmm2, -176(%rax)
	vmovsd	-160(%rdi), %xmm2
	vsubsd	%xmm0, %xmm2, %xmm4
	vmovsd	-168(%rax), %xmm0
	vsubsd	%xmm1, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm4
	vsubsd	%xmm5, %xmm0, %xmm0
	vaddsd	%xmm4, %xmm0, %xmm0
	vmovsd	%xmm0, -168(%rax)
	vmovsd	-152(%rdi), %xmm0
	vsubsd	%xmm2, %xmm0, %xmm5
	vmovsd	-160(%rax), %xmm2
	vsubsd	%xmm1, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm5, %xmm5
	vsubsd	%xmm4, %xmm2, %xmm2
	vaddsd	%xmm5, %xmm2, %xmm2
	vmovsd	%xmm2, -160(%rax)
	vmovsd	-144(%rdi), %xmm2
	vsubsd	%xmm0, %xmm2, %xmm4
	vmovsd	-152(%rax), %xmm0
	vsubsd	%xmm1, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm4
	vsubsd	%xmm5, %xmm0, %xmm0
	vaddsd	%xmm4, %xmm0, %xmm0
	vmovsd	%xmm0, -152(%rax)
	vmovsd	-136(%rdi), %xmm0
	vsubsd	%xmm2, %xmm0, %xmm5
	vmovsd	-144(%rax), %xmm2
	vsubsd	%xmm1, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm5, %xmm5
	vsubsd	%xmm4, %xmm2, %xmm2
	vaddsd	%xmm5, %xmm2, %xmm2
	vmovsd	%xmm2, -144(%rax)
	vmovsd	-128(%rdi), %xmm2
	vsubsd	%xmm0, %xmm2, %xmm4
	vmovsd	-136(%rax), %xmm0
	vsubsd	%xmm1, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm4
	vsubsd	%xmm5, %xmm0, %xmm0
	vmovsd	-128(%rax), %xmm5
	vaddsd	%xmm4, %xmm0, %xmm0
	vsubsd	%xmm4, %xmm5, %xmm4
	vmovsd	%xmm0, -136(%rax)
	vmovsd	-120(%rdi), %xmm0
	vmovsd	-112(%rdi), %xmm5
	vsubsd	%xmm2, %xmm0, %xmm2
	vsubsd	%xmm0, %xmm5, %xmm0
	vsubsd	%xmm1, %xmm2, %xmm2
	vsubsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm3, %xmm0, %xmm0
	vaddsd	%xmm2, %xmm4, %xmm4
	vmovsd	%xmm4, -128(%rax)
	vmovsd	-120(%rax), %xmm4
	vsubsd	%xmm2, %xmm4, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm2
	vmovsd	%xmm2, -120(%rax)
	vmovsd	-112(%rax), %xmm2
	vsubsd	%xmm0, %xmm2, %xmm2
	vmovsd	%xmm2, -112(%rax)
	cmpl	%r8d, %r9d
	jne	.L77
