	vcvtss2sd	-80(%rcx), %xmm2, %xmm2
	vcvtss2sd	-80(%r8), %xmm0, %xmm0
	vmulsd	%xmm2, %xmm0, %xmm0
	vcvtss2sd	-76(%rcx), %xmm2, %xmm2
	prefetcht0	(%r8)
	prefetcht0	(%rcx)
	addl	$16, %r9d
	addq	$64, %r8
	addq	$64, %rcx
	vaddsd	%xmm1, %xmm0, %xmm0
	vcvtss2sd	-140(%r8), %xmm1, %xmm1
	vmulsd	%xmm2, %xmm1, %xmm1
	vcvtss2sd	-136(%rcx), %xmm2, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vcvtss2sd	-136(%r8), %xmm0, %xmm0
	vmulsd	%xmm2, %xmm0, %xmm0
	vcvtss2sd	-132(%rcx), %xmm2, %xmm2
	vaddsd	%xmm1, %xmm0, %xmm0
	vcvtss2sd	-132(%r8), %xmm1, %xmm1
	vmulsd	%xmm2, %xmm1, %xmm1
	vcvtss2sd	-128(%rcx), %xmm2, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vcvtss2sd	-128(%r8), %xmm0, %xmm0
	vmulsd	%xmm2, %xmm0, %xmm0
	vcvtss2sd	-124(%rcx), %xmm2, %xmm2
	vaddsd	%xmm1, %xmm0, %xmm0
	vcvtss2sd	-124(%r8), %xmm1, %xmm1
	vmulsd	%xmm2, %xmm1, %xmm1
	vcvtss2sd	-120(%rcx), %xmm2, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vcvtss2sd	-120(%r8), %xmm0, %xmm0
	vmulsd	%xmm2, %xmm0, %xmm0
	vcvtss2sd	-116(%rcx), %xmm2, %xmm2
	vaddsd	%xmm1, %xmm0, %xmm0
	vcvtss2sd	-116(%r8), %xmm1, %xmm1
	vmulsd	%xmm2, %xmm1, %xmm1
	vcvtss2sd	-112(%rcx), %xmm2, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vcvtss2sd	-112(%r8), %xmm0, %xmm0
	vmulsd	%xmm2, %xmm0, %xmm0
	vcvtss2sd	-108(%rcx), %xmm2, %xmm2
	vaddsd	%xmm1, %xmm0, %xmm0
	vcvtss2sd	-108(%r8), %xmm1, %xmm1
	vmulsd	%xmm2, %xmm1, %xmm1
	vcvtss2sd	-104(%rcx), %xmm2, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vcvtss2sd	-104(%r8), %xmm0, %xmm0
	vmulsd	%xmm2, %xmm0, %xmm0
	vcvtss2sd	-100(%rcx), %xmm2, %xmm2
	vaddsd	%xmm1, %xmm0, %xmm0
	vcvtss2sd	-100(%r8), %xmm1, %xmm1
	vmulsd	%xmm2, %xmm1, %xmm1
	vcvtss2sd	-96(%rcx), %xmm2, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vcvtss2sd	-96(%r8), %xmm0, %xmm0
	vmulsd	%xmm2, %xmm0, %xmm0
	vcvtss2sd	-92(%rcx), %xmm2, %xmm2
	vaddsd	%xmm1, %xmm0, %xmm0
	vcvtss2sd	-92(%r8), %xmm1, %xmm1
	vmulsd	%xmm2, %xmm1, %xmm1
	vcvtss2sd	-88(%rcx), %xmm2, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vcvtss2sd	-88(%r8), %xmm0, %xmm0
	vmulsd	%xmm2, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	vcvtss2sd	-84(%r8), %xmm1, %xmm1
	vcvtss2sd	-84(%rcx), %xmm2, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm1
	cmpl	%eax, %r9d
	vaddsd	%xmm0, %xmm1, %xmm1
	jne	.L69
