	movslq	(%rsi), %r8
	prefetcht0	176(%rsi)
	movslq	8(%rsi), %r10
	prefetchw	176(%r13)
	movslq	4(%rsi), %rcx
	addq	$64, %r13
	movslq	12(%rsi), %r9
	addq	$64, %rsi
	vmovss	(%rax,%r8,4), %xmm0
	vmovss	(%rax,%r10,4), %xmm1
	movslq	-48(%rsi), %r8
	movslq	-40(%rsi), %r10
	vinsertps	$0x10, (%rax,%rcx,4), %xmm0, %xmm0
	vinsertps	$0x10, (%rax,%r9,4), %xmm1, %xmm1
	movslq	-44(%rsi), %rcx
	movslq	-36(%rsi), %r9
	vmovlhps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -64(%r13)
	vmovss	(%rax,%r10,4), %xmm1
	vmovss	(%rax,%r8,4), %xmm0
	movslq	-24(%rsi), %r10
	movslq	-32(%rsi), %r8
	vinsertps	$0x10, (%rax,%r9,4), %xmm1, %xmm1
	vinsertps	$0x10, (%rax,%rcx,4), %xmm0, %xmm0
	movslq	-20(%rsi), %r9
	movslq	-28(%rsi), %rcx
	vmovlhps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -48(%r13)
	vmovss	(%rax,%r10,4), %xmm1
	vmovss	(%rax,%r8,4), %xmm0
	movslq	-8(%rsi), %r10
	movslq	-16(%rsi), %r8
	vinsertps	$0x10, (%rax,%r9,4), %xmm1, %xmm1
	vinsertps	$0x10, (%rax,%rcx,4), %xmm0, %xmm0
	movslq	-12(%rsi), %rcx
	vmovlhps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -32(%r13)
	movslq	-4(%rsi), %r9
	vmovss	(%rax,%r10,4), %xmm1
	vmovss	(%rax,%r8,4), %xmm0
	vinsertps	$0x10, (%rax,%r9,4), %xmm1, %xmm1
	vinsertps	$0x10, (%rax,%rcx,4), %xmm0, %xmm0
	movl	%edx, %ecx
	addl	$4, %edx
	vmovlhps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -16(%r13)
	cmpl	%edi, %ecx
	jne	.L114
