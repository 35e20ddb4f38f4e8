	vmovups	(%rcx), %xmm3
	movl	%eax, %edx
	vmovups	4(%rcx), %xmm0
	leal	4(%rax), %eax
	movq	%rcx, %r9
	prefetcht0	272(%rcx)
	prefetcht0	276(%rcx)
	addq	$64, %rcx
	vcmpltps	%xmm2, %xmm3, %xmm3
	vcmpltps	%xmm2, %xmm0, %xmm0
	vpxor	%xmm3, %xmm0, %xmm0
	vmovups	-48(%rcx), %xmm3
	vpsubd	%xmm0, %xmm1, %xmm0
	vmovups	-44(%rcx), %xmm1
	vcmpltps	%xmm2, %xmm3, %xmm3
	vcmpltps	%xmm2, %xmm1, %xmm1
	vpxor	%xmm3, %xmm1, %xmm1
	vmovups	-28(%rcx), %xmm3
	vpsubd	%xmm1, %xmm0, %xmm0
	vmovups	-32(%rcx), %xmm1
	vcmpltps	%xmm2, %xmm3, %xmm3
	vcmpltps	%xmm2, %xmm1, %xmm1
	vpxor	%xmm3, %xmm1, %xmm1
	vmovups	-16(%rcx), %xmm3
	vpsubd	%xmm1, %xmm0, %xmm0
	vmovups	-12(%rcx), %xmm1
	cmpl	%r10d, %eax
	vcmpltps	%xmm2, %xmm3, %xmm3
	vcmpltps	%xmm2, %xmm1, %xmm1
	vpxor	%xmm3, %xmm1, %xmm1
	vpsubd	%xmm1, %xmm0, %xmm1
	jne	.L171
