	vmovupd	(%rax), %xmm3
	prefetcht0	224(%rax)
	vmovupd	(%rdi), %xmm1
	addq	$64, %rax
	addl	$4, %edx
	prefetcht0	224(%rdi)
	addq	$64, %rdi
	vpermilpd	$1, %xmm3, %xmm0
	vpermilpd	$0, %xmm1, %xmm4
	vpermilpd	$3, %xmm1, %xmm1
	vmulpd	%xmm3, %xmm1, %xmm1
	vmovupd	-48(%rax), %xmm3
	vmulpd	%xmm4, %xmm0, %xmm0
	vaddsubpd	%xmm1, %xmm0, %xmm0
	vmovupd	-48(%rdi), %xmm1
	vpermilpd	$1, %xmm3, %xmm4
	vaddpd	%xmm0, %xmm2, %xmm0
	vpermilpd	$0, %xmm1, %xmm2
	vpermilpd	$3, %xmm1, %xmm1
	vmulpd	%xmm3, %xmm1, %xmm1
	vmovupd	-32(%rax), %xmm3
	vmulpd	%xmm4, %xmm2, %xmm2
	vaddsubpd	%xmm1, %xmm2, %xmm2
	vmovupd	-32(%rdi), %xmm1
	vaddpd	%xmm2, %xmm0, %xmm0
	vpermilpd	$1, %xmm3, %xmm2
	vpermilpd	$0, %xmm1, %xmm4
	vpermilpd	$3, %xmm1, %xmm1
	vmulpd	%xmm3, %xmm1, %xmm1
	vmovupd	-16(%rax), %xmm3
	vmulpd	%xmm4, %xmm2, %xmm2
	vaddsubpd	%xmm1, %xmm2, %xmm2
	vmovupd	-16(%rdi), %xmm1
	cmpq	%rsi, %rax
	vaddpd	%xmm2, %xmm0, %xmm0
	vpermilpd	$1, %xmm3, %xmm2
	vpermilpd	$0, %xmm1, %xmm4
	vpermilpd	$3, %xmm1, %xmm1
	vmulpd	%xmm4, %xmm2, %xmm2
	vmulpd	%xmm3, %xmm1, %xmm1
	vaddsubpd	%xmm1, %xmm2, %xmm2
	vaddpd	%xmm2, %xmm0, %xmm2
	jne	.L37
