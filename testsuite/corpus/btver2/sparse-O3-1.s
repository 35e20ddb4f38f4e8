	movslq	-60(%rdx), %r12
	prefetcht0	(%rsi)
	prefetcht0	(%rdx)
	addq	$64, %rsi
	addq	$32, %rdx
	vmovsd	(%r9,%r12,8), %xmm0
	movslq	-88(%rdx), %r12
	vmulsd	-184(%rsi), %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovsd	(%r9,%r12,8), %xmm1
	movslq	-84(%rdx), %r12
	vmulsd	-176(%rsi), %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovsd	(%r9,%r12,8), %xmm0
	movslq	-80(%rdx), %r12
	vmulsd	-168(%rsi), %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovsd	(%r9,%r12,8), %xmm1
	movslq	-76(%rdx), %r12
	vmulsd	-160(%rsi), %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovsd	(%r9,%r12,8), %xmm0
	movslq	-72(%rdx), %r12
	vmulsd	-152(%rsi), %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovsd	(%r9,%r12,8), %xmm1
	movslq	-68(%rdx), %r12
	vmulsd	-144(%rsi), %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovsd	(%r9,%r12,8), %xmm0
	movslq	-64(%rdx), %r12
	vmulsd	-136(%rsi), %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovsd	(%r9,%r12,8), %xmm1
	movl	%eax, %r12d
	addl	$8, %eax
	addl	$9, %r12d
	vmulsd	-128(%rsi), %xmm1, %xmm1
	cmpl	%r12d, %r13d
	vaddsd	%xmm0, %xmm1, %xmm1
	jg	.L5
