	movslq	-40(%rdx), %r13
	prefetcht0	(%rbx)
	movslq	-40(%rbx), %r12
	prefetcht0	(%rcx)
	prefetcht0	(%rdx)
	addl	$8, %ebp
	addq	$32, %rbx
	addq	$64, %rcx
	vmovsd	(%r9,%r13,8), %xmm0
	addq	$32, %rdx
	leaq	(%rsi,%r12,8), %r12
	movslq	-68(%rdx), %r13
	vmulsd	-144(%rcx), %xmm0, %xmm0
	vaddsd	(%r12), %xmm0, %xmm0
	vmovsd	%xmm0, (%r12)
	movslq	-68(%rbx), %r12
	leaq	(%rsi,%r12,8), %r12
	vmovsd	(%r9,%r13,8), %xmm0
	movslq	-64(%rdx), %r13
	vmulsd	-136(%rcx), %xmm0, %xmm0
	vaddsd	(%r12), %xmm0, %xmm0
	vmovsd	%xmm0, (%r12)
	movslq	-64(%rbx), %r12
	leaq	(%rsi,%r12,8), %r12
	vmovsd	(%r9,%r13,8), %xmm0
	movslq	-60(%rdx), %r13
	vmulsd	-128(%rcx), %xmm0, %xmm0
	vaddsd	(%r12), %xmm0, %xmm0
	vmovsd	%xmm0, (%r12)
	movslq	-60(%rbx), %r12
	leaq	(%rsi,%r12,8), %r12
	vmovsd	(%r9,%r13,8), %xmm0
	movslq	-56(%rdx), %r13
	vmulsd	-120(%rcx), %xmm0, %xmm0
	vaddsd	(%r12), %xmm0, %xmm0
	vmovsd	%xmm0, (%r12)
	movslq	-56(%rbx), %r12
	leaq	(%rsi,%r12,8), %r12
	vmovsd	(%r9,%r13,8), %xmm0
	vmulsd	-112(%rcx), %xmm0, %xmm0
	vaddsd	(%r12), %xmm0, %xmm0
	vmovsd	%xmm0, (%r12)
	movslq	-52(%rdx), %r13
	movslq	-52(%rbx), %r12
	vmovsd	(%r9,%r13,8), %xmm0
	leaq	(%rsi,%r12,8), %r12
	movslq	-48(%rdx), %r13
	vmulsd	-104(%rcx), %xmm0, %xmm0
	vaddsd	(%r12), %xmm0, %xmm0
	vmovsd	%xmm0, (%r12)
	movslq	-48(%rbx), %r12
	leaq	(%rsi,%r12,8), %r12
	vmovsd	(%r9,%r13,8), %xmm0
	movslq	-44(%rdx), %r13
	vmulsd	-96(%rcx), %xmm0, %xmm0
	vaddsd	(%r12), %xmm0, %xmm0
	vmovsd	%xmm0, (%r12)
	movslq	-44(%rbx), %r12
	leaq	(%rsi,%r12,8), %r12
	vmovsd	(%r9,%r13,8), %xmm0
	vmulsd	-88(%rcx), %xmm0, %xmm0
	cmpl	%eax, %ebp
	vaddsd	(%r12), %xmm0, %xmm0
	vmovsd	%xmm0, (%r12)
	jne	.L52
