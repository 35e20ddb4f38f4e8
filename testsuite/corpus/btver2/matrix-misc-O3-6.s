	vmovss	-68(%rcx), %xmm0
	prefetcht0	(%r14)
	prefetcht0	(%rcx)
	addl	$16, %r15d
	addq	$64, %rcx
	addq	$64, %r14
	vmulss	-132(%r14), %xmm0, %xmm0
	vmovss	%xmm0, -132(%rcx)
	vmovss	-128(%rcx), %xmm0
	vmulss	-128(%r14), %xmm0, %xmm0
	vmovss	%xmm0, -128(%rcx)
	vmovss	-124(%rcx), %xmm0
	vmulss	-124(%r14), %xmm0, %xmm0
	vmovss	%xmm0, -124(%rcx)
	vmovss	-120(%rcx), %xmm0
	vmulss	-120(%r14), %xmm0, %xmm0
	vmovss	%xmm0, -120(%rcx)
	vmovss	-116(%rcx), %xmm0
	vmulss	-116(%r14), %xmm0, %xmm0
	vmovss	%xmm0, -116(%rcx)
	vmovss	-112(%rcx), %xmm0
	vmulss	-112(%r14), %xmm0, %xmm0
	vmovss	%xmm0, -112(%rcx)
	vmovss	-108(%rcx), %xmm0
	vmulss	-108(%r14), %xmm0, %xmm0
	vmovss	%xmm0, -108(%rcx)
	vmovss	-104(%rcx), %xmm0
	vmulss	-104(%r14), %xmm0, %xmm0
	vmovss	%xmm0, -104(%rcx)
	vmovss	-100(%rcx), %xmm0
	vmulss	-100(%r14), %xmm0, %xmm0
	vmovss	%xmm0, -100(%rcx)
	vmovss	-96(%rcx), %xmm0
	vmulss	-96(%r14), %xmm0, %xmm0
	vmovss	%xmm0, -96(%rcx)
	vmovss	-92(%rcx), %xmm0
	movl	-40(%rsp), %eax
	vmulss	-92(%r14), %xmm0, %xmm0
	vmovss	%xmm0, -92(%rcx)
	vmovss	-88(%rcx), %xmm0
	vmulss	-88(%r14), %xmm0, %xmm0
	vmovss	%xmm0, -88(%rcx)
	vmovss	-84(%rcx), %xmm0
	vmulss	-84(%r14), %xmm0, %xmm0
	vmovss	%xmm0, -84(%rcx)
	vmovss	-80(%rcx), %xmm0
	vmulss	-80(%r14), %xmm0, %xmm0
	vmovss	%xmm0, -80(%rcx)
	vmovss	-76(%rcx), %xmm0
	vmulss	-76(%r14), %xmm0, %xmm0
	vmovss	%xmm0, -76(%rcx)
	vmovss	-72(%rcx), %xmm0
	vmulss	-72(%r14), %xmm0, %xmm0
	vmovss	%xmm0, -72(%rcx)
	cmpl	%eax, %r15d
	jne	.L67
