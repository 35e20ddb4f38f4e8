	movslq	(%rsi), %r8
	prefetcht0	144(%rsi)
	movslq	8(%rsi), %r10
	prefetcht0	144(%r13)
	movslq	4(%rsi), %rcx
	addq	$64, %r13
	movslq	12(%rsi), %r9
	addq	$64, %rsi
	vmovss	(%rax,%r8,4), %xmm1
	vmovss	(%rax,%r10,4), %xmm0
	movslq	-48(%rsi), %r8
	movslq	-40(%rsi), %r10
	vinsertps	$0x10, (%rax,%rcx,4), %xmm1, %xmm1
	vinsertps	$0x10, (%rax,%r9,4), %xmm0, %xmm0
	movslq	-44(%rsi), %rcx
	movslq	-36(%rsi), %r9
	vmovlhps	%xmm0, %xmm1, %xmm1
	vmulps	-64(%r13), %xmm1, %xmm1
	vaddss	%xmm1, %xmm2, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vunpckhps	%xmm1, %xmm1, %xmm2
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	(%rax,%r10,4), %xmm2
	movslq	-24(%rsi), %r10
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	(%rax,%r8,4), %xmm1
	movslq	-32(%rsi), %r8
	vinsertps	$0x10, (%rax,%r9,4), %xmm2, %xmm2
	movslq	-20(%rsi), %r9
	vinsertps	$0x10, (%rax,%rcx,4), %xmm1, %xmm1
	movslq	-28(%rsi), %rcx
	vmovlhps	%xmm2, %xmm1, %xmm1
	vmulps	-48(%r13), %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vunpckhps	%xmm1, %xmm1, %xmm2
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	(%rax,%r10,4), %xmm2
	movslq	-8(%rsi), %r10
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	(%rax,%r8,4), %xmm1
	movslq	-16(%rsi), %r8
	vinsertps	$0x10, (%rax,%r9,4), %xmm2, %xmm2
	vinsertps	$0x10, (%rax,%rcx,4), %xmm1, %xmm1
	movslq	-12(%rsi), %rcx
	vmovlhps	%xmm2, %xmm1, %xmm1
	vmulps	-32(%r13), %xmm1, %xmm1
	movslq	-4(%rsi), %r9
	vaddss	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vunpckhps	%xmm1, %xmm1, %xmm2
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	(%rax,%r8,4), %xmm2
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	(%rax,%r10,4), %xmm1
	vinsertps	$0x10, (%rax,%rcx,4), %xmm2, %xmm2
	movl	%edx, %ecx
	addl	$4, %edx
	vinsertps	$0x10, (%rax,%r9,4), %xmm1, %xmm1
	vmovlhps	%xmm1, %xmm2, %xmm2
	vmulps	-16(%r13), %xmm2, %xmm2
	cmpl	%edi, %ecx
	vaddss	%xmm2, %xmm0, %xmm0
	vshufps	$85, %xmm2, %xmm2, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vunpckhps	%xmm2, %xmm2, %xmm1
	vshufps	$255, %xmm2, %xmm2, %xmm2
	vaddss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm2, %xmm0, %xmm2
	jne	.L152
