	vmovsd	(%rax), %xmm2
	leaq	(%rax,%rcx), %r8
	prefetcht0	272(%rdx)
	movl	%r14d, -68(%rsp)
	addq	$64, %rdx
	addl	$4, %r14d
	vmovhpd	(%rax,%rcx), %xmm2, %xmm2
	vmulpd	-64(%rdx), %xmm2, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vunpckhpd	%xmm2, %xmm2, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovsd	(%rax,%rsi), %xmm0
	vmovhpd	(%r8,%rsi), %xmm0, %xmm0
	leaq	0(%rbp,%rsi), %r8
	vmulpd	-48(%rdx), %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm2
	vmovsd	0(%rbp), %xmm0
	vaddsd	%xmm1, %xmm2, %xmm2
	vmovhpd	0(%rbp,%rcx), %xmm0, %xmm0
	vmulpd	-32(%rdx), %xmm0, %xmm0
	vaddsd	%xmm0, %xmm2, %xmm2
	vunpckhpd	%xmm0, %xmm0, %xmm1
	vmovsd	0(%rbp,%rsi), %xmm0
	vaddsd	%xmm2, %xmm1, %xmm1
	vmovhpd	(%r8,%rcx), %xmm0, %xmm0
	movq	-40(%rsp), %r8
	vmulpd	-16(%rdx), %xmm0, %xmm0
	addq	%r8, %rax
	addq	%r8, %rbp
	movl	-24(%rsp), %r8d
	cmpl	%r8d, -68(%rsp)
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	jne	.L6
