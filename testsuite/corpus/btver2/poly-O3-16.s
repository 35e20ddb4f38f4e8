	vpshufd	$238, %xmm2, %xmm1
	vcvtdq2pd	%xmm1, %xmm1
	vpaddd	%xmm3, %xmm2, %xmm0
	prefetcht0	432(%rcx)
	vcvtdq2pd	%xmm2, %xmm4
	movl	%eax, %r11d
	vmulpd	16(%rcx), %xmm1, %xmm1
	addl	$2, %eax
	addq	$64, %rcx
	prefetchw	432(%rsi)
	vmulpd	-64(%rcx), %xmm4, %xmm4
	addq	$64, %rsi
	vpaddd	%xmm5, %xmm2, %xmm2
	vmovupd	%xmm1, -48(%rsi)
	vpshufd	$238, %xmm0, %xmm1
	vcvtdq2pd	%xmm0, %xmm0
	vcvtdq2pd	%xmm1, %xmm1
	vmovupd	%xmm4, -64(%rsi)
	vmulpd	-32(%rcx), %xmm0, %xmm0
	vmulpd	-16(%rcx), %xmm1, %xmm1
	vmovupd	%xmm0, -32(%rsi)
	vmovupd	%xmm1, -16(%rsi)
	cmpl	%edx, %r11d
	jne	.L103
