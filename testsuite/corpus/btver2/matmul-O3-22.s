	vbroadcastss	4(%rdx), %xmm0
	prefetcht0	160(%rdx)
	vbroadcastss	(%rdx), %xmm1
	prefetchw	160(%rax)
	addq	$64, %rax
	addq	$64, %rdx
	movl	%r8d, %esi
	addl	$4, %r8d
	vmulps	%xmm4, %xmm0, %xmm0
	vmulps	%xmm5, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vbroadcastss	-56(%rdx), %xmm1
	vmulps	%xmm3, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vbroadcastss	-52(%rdx), %xmm1
	vmulps	%xmm2, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vbroadcastss	-44(%rdx), %xmm1
	vmovups	%xmm0, -64(%rax)
	vbroadcastss	-48(%rdx), %xmm0
	vmulps	%xmm4, %xmm1, %xmm1
	vmulps	%xmm5, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vbroadcastss	-40(%rdx), %xmm1
	vmulps	%xmm3, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vbroadcastss	-36(%rdx), %xmm1
	vmulps	%xmm2, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vbroadcastss	-32(%rdx), %xmm1
	vmovups	%xmm0, -48(%rax)
	vbroadcastss	-28(%rdx), %xmm0
	vmulps	%xmm5, %xmm1, %xmm1
	vmulps	%xmm4, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vbroadcastss	-24(%rdx), %xmm1
	vmulps	%xmm3, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vbroadcastss	-20(%rdx), %xmm1
	vmulps	%xmm2, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vbroadcastss	-16(%rdx), %xmm1
	vmovups	%xmm0, -32(%rax)
	vbroadcastss	-12(%rdx), %xmm0
	vmulps	%xmm5, %xmm1, %xmm1
	vmulps	%xmm4, %xmm0, %xmm0
	vaddps	%xmm1, %xmm0, %xmm0
	vbroadcastss	-8(%rdx), %xmm1
	vmulps	%xmm3, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vbroadcastss	-4(%rdx), %xmm1
	vmulps	%xmm2, %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, -16(%rax)
	cmpq	%rdi, %rax
	jne	.L226
