	vmovd	-92(%r8), %xmm1
	prefetcht0	(%r8)
	prefetchw	(%rcx)
	addl	$16, %r9d
	addq	$64, %r8
	addq	$64, %rcx
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	-152(%r8), %xmm1
	vmovd	%xmm0, -156(%rcx)
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	-148(%r8), %xmm1
	vmovd	%xmm0, -152(%rcx)
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	-144(%r8), %xmm1
	vmovd	%xmm0, -148(%rcx)
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	-140(%r8), %xmm1
	vmovd	%xmm0, -144(%rcx)
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	-136(%r8), %xmm1
	vmovd	%xmm0, -140(%rcx)
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	-132(%r8), %xmm1
	vmovd	%xmm0, -136(%rcx)
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	-128(%r8), %xmm1
	vmovd	%xmm0, -132(%rcx)
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	-124(%r8), %xmm1
	vmovd	%xmm0, -128(%rcx)
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	-120(%r8), %xmm1
	vmovd	%xmm0, -124(%rcx)
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	-116(%r8), %xmm1
	vmovd	%xmm0, -120(%rcx)
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	-112(%r8), %xmm1
	vmovd	%xmm0, -116(%rcx)
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	-108(%r8), %xmm1
	vmovd	%xmm0, -112(%rcx)
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	-104(%r8), %xmm1
	vmovd	%xmm0, -108(%rcx)
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	-100(%r8), %xmm1
	vmovd	%xmm0, -104(%rcx)
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, -100(%rcx)
	vmovd	-96(%r8), %xmm1
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, -96(%rcx)
	cmpl	%eax, %r9d
	jne	.L78
