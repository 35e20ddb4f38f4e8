	vmovsd	-200(%r8), %xmm0
	prefetcht0	(%r8)
	addl	$8, %r9d
	addq	$64, %r8
	prefetchw	(%rcx)
	addq	$64, %rcx
	vmovsd	%xmm0, -264(%rcx)
	vmovsd	-256(%r8), %xmm0
	vmovsd	%xmm0, -256(%rcx)
	vmovsd	-248(%r8), %xmm0
	vmovsd	%xmm0, -248(%rcx)
	vmovsd	-240(%r8), %xmm0
	vmovsd	%xmm0, -240(%rcx)
	vmovsd	-232(%r8), %xmm0
	vmovsd	%xmm0, -232(%rcx)
	vmovsd	-224(%r8), %xmm0
	vmovsd	%xmm0, -224(%rcx)
	vmovsd	-216(%r8), %xmm0
	vmovsd	%xmm0, -216(%rcx)
	vmovsd	-208(%r8), %xmm0
	vmovsd	%xmm0, -208(%rcx)
	cmpl	%eax, %r9d
	jne	.L214
