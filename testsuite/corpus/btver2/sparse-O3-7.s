	movslq	-56(%rdx), %r14
	addl	$8, %edi
	prefetcht0	(%rcx)
	prefetcht0	(%rdx)
	addq	$64, %rcx
	addq	$32, %rdx
	vmovsd	(%r9,%r14,8), %xmm0
	movslq	-84(%rdx), %r14
	vmulsd	-176(%rcx), %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovsd	(%r9,%r14,8), %xmm1
	movslq	-80(%rdx), %r14
	vmulsd	-168(%rcx), %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovsd	(%r9,%r14,8), %xmm0
	movslq	-76(%rdx), %r14
	vmulsd	-160(%rcx), %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovsd	(%r9,%r14,8), %xmm1
	movslq	-72(%rdx), %r14
	vmulsd	-152(%rcx), %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovsd	(%r9,%r14,8), %xmm0
	movslq	-68(%rdx), %r14
	vmulsd	-144(%rcx), %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovsd	(%r9,%r14,8), %xmm1
	movslq	-64(%rdx), %r14
	vmulsd	-136(%rcx), %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovsd	(%r9,%r14,8), %xmm0
	movslq	-60(%rdx), %r14
	vmulsd	-128(%rcx), %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovsd	(%r9,%r14,8), %xmm1
	vmulsd	-120(%rcx), %xmm1, %xmm1
	cmpl	%r8d, %edi
	vaddsd	%xmm0, %xmm1, %xmm1
	jne	.L66
