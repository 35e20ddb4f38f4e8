	vmulsd	-152(%rdi), %xmm0, %xmm1
	prefetcht0	(%rdi)
	addq	$8, %r8
	addq	$64, %rdi
	prefetcht0	(%rdx)
	addq	$64, %rdx
	vaddsd	-216(%rdx), %xmm1, %xmm1
	vmovsd	%xmm1, -216(%rdx)
	vmulsd	-208(%rdi), %xmm0, %xmm1
	vaddsd	-208(%rdx), %xmm1, %xmm1
	vmovsd	%xmm1, -208(%rdx)
	vmulsd	-200(%rdi), %xmm0, %xmm1
	vaddsd	-200(%rdx), %xmm1, %xmm1
	vmovsd	%xmm1, -200(%rdx)
	vmulsd	-192(%rdi), %xmm0, %xmm1
	vaddsd	-192(%rdx), %xmm1, %xmm1
	vmovsd	%xmm1, -192(%rdx)
	vmulsd	-184(%rdi), %xmm0, %xmm1
	vaddsd	-184(%rdx), %xmm1, %xmm1
	vmovsd	%xmm1, -184(%rdx)
	vmulsd	-176(%rdi), %xmm0, %xmm1
	vaddsd	-176(%rdx), %xmm1, %xmm1
	vmovsd	%xmm1, -176(%rdx)
	vmulsd	-168(%rdi), %xmm0, %xmm1
	vaddsd	-168(%rdx), %xmm1, %xmm1
	vmovsd	%xmm1, -168(%rdx)
	vmulsd	-160(%rdi), %xmm0, %xmm1
	vaddsd	-160(%rdx), %xmm1, %xmm1
	vmovsd	%xmm1, -160(%rdx)
	cmpq	%rax, %r8
	jne	.L76
