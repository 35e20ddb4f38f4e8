	addl	$8, %r9d
	prefetcht0	(%r8)
	vcvtsi2sdq	-184(%r8), %xmm0, %xmm0
	prefetchw	(%rcx)
	vmovsd	%xmm0, -184(%rcx)
	addq	$64, %r8
	vcvtsi2sdq	-240(%r8), %xmm0, %xmm0
	addq	$64, %rcx
	vmovsd	%xmm0, -240(%rcx)
	vcvtsi2sdq	-232(%r8), %xmm0, %xmm0
	vmovsd	%xmm0, -232(%rcx)
	vcvtsi2sdq	-224(%r8), %xmm0, %xmm0
	vmovsd	%xmm0, -224(%rcx)
	vcvtsi2sdq	-216(%r8), %xmm0, %xmm0
	vmovsd	%xmm0, -216(%rcx)
	vcvtsi2sdq	-208(%r8), %xmm0, %xmm0
	vmovsd	%xmm0, -208(%rcx)
	vcvtsi2sdq	-200(%r8), %xmm0, %xmm0
	vmovsd	%xmm0, -200(%rcx)
	vcvtsi2sdq	-192(%r8), %xmm0, %xmm0
	vmovsd	%xmm0, -192(%rcx)
	cmpl	%eax, %r9d
	jne	.L99
