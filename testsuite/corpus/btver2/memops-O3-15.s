	vcvtdq2pd	%xmm2, %xmm1
	vpaddd	%xmm4, %xmm2, %xmm0
	movl	%edi, %r9d
	prefetchw	560(%rax)
	addl	$2, %edi
	addq	$64, %rax
	vmulpd	%xmm3, %xmm1, %xmm1
	vmovupd	%xmm1, -64(%rax)
	vpshufd	$238, %xmm2, %xmm1
	vcvtdq2pd	%xmm1, %xmm1
	vpaddd	%xmm6, %xmm2, %xmm2
	vmulpd	%xmm3, %xmm1, %xmm1
	vmovupd	%xmm1, -48(%rax)
	vcvtdq2pd	%xmm0, %xmm1
	vpshufd	$238, %xmm0, %xmm0
	vcvtdq2pd	%xmm0, %xmm0
	vmulpd	%xmm3, %xmm1, %xmm1
	vmulpd	%xmm3, %xmm0, %xmm0
	vmovupd	%xmm1, -32(%rax)
	vmovupd	%xmm0, -16(%rax)
	cmpl	%edx, %r9d
	jne	.L101
