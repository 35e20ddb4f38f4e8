	vcvtss2sd	-76(%rcx), %xmm2, %xmm2
	vcvtsi2sdl	-76(%r8), %xmm0, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vcvtss2sd	-72(%rcx), %xmm2, %xmm2
	prefetcht0	(%r8)
	prefetcht0	(%rcx)
	addl	$16, %r9d
	addq	$64, %r8
	vaddsd	%xmm1, %xmm0, %xmm0
	vcvtsi2sdl	-136(%r8), %xmm1, %xmm1
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtss2sd	-68(%rcx), %xmm2, %xmm2
	addq	$64, %rcx
	vaddsd	%xmm0, %xmm1, %xmm1
	vcvtsi2sdl	-132(%r8), %xmm0, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vcvtss2sd	-128(%rcx), %xmm2, %xmm2
	vaddsd	%xmm1, %xmm0, %xmm0
	vcvtsi2sdl	-128(%r8), %xmm1, %xmm1
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtss2sd	-124(%rcx), %xmm2, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vcvtsi2sdl	-124(%r8), %xmm0, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vcvtss2sd	-120(%rcx), %xmm2, %xmm2
	vaddsd	%xmm1, %xmm0, %xmm0
	vcvtsi2sdl	-120(%r8), %xmm1, %xmm1
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtss2sd	-116(%rcx), %xmm2, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vcvtsi2sdl	-116(%r8), %xmm0, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vcvtss2sd	-112(%rcx), %xmm2, %xmm2
	vaddsd	%xmm1, %xmm0, %xmm0
	vcvtsi2sdl	-112(%r8), %xmm1, %xmm1
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtss2sd	-108(%rcx), %xmm2, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vcvtsi2sdl	-108(%r8), %xmm0, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vcvtss2sd	-104(%rcx), %xmm2, %xmm2
	vaddsd	%xmm1, %xmm0, %xmm0
	vcvtsi2sdl	-104(%r8), %xmm1, %xmm1
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtss2sd	-100(%rcx), %xmm2, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vcvtsi2sdl	-100(%r8), %xmm0, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vcvtss2sd	-96(%rcx), %xmm2, %xmm2
	vaddsd	%xmm1, %xmm0, %xmm0
	vcvtsi2sdl	-96(%r8), %xmm1, %xmm1
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtss2sd	-92(%rcx), %xmm2, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vcvtsi2sdl	-92(%r8), %xmm0, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vcvtss2sd	-88(%rcx), %xmm2, %xmm2
	vaddsd	%xmm1, %xmm0, %xmm0
	vcvtsi2sdl	-88(%r8), %xmm1, %xmm1
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtss2sd	-84(%rcx), %xmm2, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vcvtsi2sdl	-84(%r8), %xmm0, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	vcvtsi2sdl	-80(%r8), %xmm1, %xmm1
	vcvtss2sd	-80(%rcx), %xmm2, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm1
	cmpl	%eax, %r9d
	vaddsd	%xmm0, %xmm1, %xmm1
	jne	.L264
