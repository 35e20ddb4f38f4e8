	movslq	(%rdx), %rsi
	prefetcht0	144(%rdi)
	movslq	8(%rdx), %rbx
	prefetcht0	144(%rdx)
	movslq	4(%rdx), %rax
	addq	$64, %rdi
	movslq	12(%rdx), %r8
	addq	$64, %rdx
	vmovss	(%r9,%rsi,4), %xmm2
	vmovss	(%r9,%rbx,4), %xmm1
	movslq	-48(%rdx), %rsi
	movslq	-40(%rdx), %rbx
	vinsertps	$0x10, (%r9,%rax,4), %xmm2, %xmm2
	vinsertps	$0x10, (%r9,%r8,4), %xmm1, %xmm1
	movslq	-44(%rdx), %rax
	movslq	-36(%rdx), %r8
	vmovlhps	%xmm1, %xmm2, %xmm2
	vmulps	-64(%rdi), %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vshufps	$85, %xmm2, %xmm2, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vunpckhps	%xmm2, %xmm2, %xmm1
	vshufps	$255, %xmm2, %xmm2, %xmm2
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	(%r9,%rsi,4), %xmm1
	movslq	-32(%rdx), %rsi
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	(%r9,%rbx,4), %xmm2
	movslq	-24(%rdx), %rbx
	vinsertps	$0x10, (%r9,%rax,4), %xmm1, %xmm1
	movslq	-28(%rdx), %rax
	vinsertps	$0x10, (%r9,%r8,4), %xmm2, %xmm2
	movslq	-20(%rdx), %r8
	vmovlhps	%xmm2, %xmm1, %xmm1
	vmulps	-48(%rdi), %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vunpckhps	%xmm1, %xmm1, %xmm2
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	(%r9,%rbx,4), %xmm2
	movslq	-8(%rdx), %rbx
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	(%r9,%rsi,4), %xmm1
	movslq	-16(%rdx), %rsi
	vinsertps	$0x10, (%r9,%r8,4), %xmm2, %xmm2
	vinsertps	$0x10, (%r9,%rax,4), %xmm1, %xmm1
	movslq	-12(%rdx), %rax
	vmovlhps	%xmm2, %xmm1, %xmm1
	vmulps	-32(%rdi), %xmm1, %xmm1
	movslq	-4(%rdx), %r8
	vaddss	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vunpckhps	%xmm1, %xmm1, %xmm2
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vmovss	(%r9,%rbx,4), %xmm2
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	(%r9,%rsi,4), %xmm1
	movq	-40(%rsp), %rsi
	vinsertps	$0x10, (%r9,%r8,4), %xmm2, %xmm2
	vinsertps	$0x10, (%r9,%rax,4), %xmm1, %xmm1
	movq	%rcx, %rax
	addq	$4, %rcx
	vmovlhps	%xmm2, %xmm1, %xmm1
	vmulps	-16(%rdi), %xmm1, %xmm1
	cmpq	%rsi, %rax
	vaddss	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vunpckhps	%xmm1, %xmm1, %xmm2
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	jne	.L31
