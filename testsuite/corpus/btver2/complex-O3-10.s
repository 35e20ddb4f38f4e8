	vmovupd	(%rdi), %xmm0
	prefetcht0	272(%rdi)
	addq	$64, %rdi
	addl	$4, %edx
	vpermilpd	$0, %xmm0, %xmm1
	vpermilpd	$3, %xmm0, %xmm0
	vmulpd	%xmm2, %xmm0, %xmm0
	vmulpd	%xmm3, %xmm1, %xmm1
	vaddsubpd	%xmm0, %xmm1, %xmm1
	vmovupd	-48(%rdi), %xmm0
	vmovupd	%xmm1, -64(%rdi)
	vpermilpd	$0, %xmm0, %xmm1
	vpermilpd	$3, %xmm0, %xmm0
	vmulpd	%xmm2, %xmm0, %xmm0
	vmulpd	%xmm3, %xmm1, %xmm1
	vaddsubpd	%xmm0, %xmm1, %xmm1
	vmovupd	-32(%rdi), %xmm0
	vmovupd	%xmm1, -48(%rdi)
	vpermilpd	$0, %xmm0, %xmm1
	vpermilpd	$3, %xmm0, %xmm0
	vmulpd	%xmm2, %xmm0, %xmm0
	vmulpd	%xmm3, %xmm1, %xmm1
	vaddsubpd	%xmm0, %xmm1, %xmm1
	vmovupd	-16(%rdi), %xmm0
	vmovupd	%xmm1, -32(%rdi)
	vpermilpd	$0, %xmm0, %xmm1
	vpermilpd	$3, %xmm0, %xmm0
	vmulpd	%xmm3, %xmm1, %xmm1
	vmulpd	%xmm2, %xmm0, %xmm0
	vaddsubpd	%xmm0, %xmm1, %xmm1
	vmovupd	%xmm1, -16(%rdi)
	cmpq	%rcx, %rdi
	jne	.L76
