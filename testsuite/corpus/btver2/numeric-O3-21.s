	vaddsd	-80(%rdi), %xmm0, %xmm0
	leal	1(%rdx), %r10d
	vcvtsi2sdl	%r10d, %xmm1, %xmm1
	leal	2(%rdx), %r10d
	prefetcht0	(%rdi)
	prefetchw	(%rsi)
	addq	$64, %rdi
	addq	$64, %rsi
	vdivsd	%xmm1, %xmm0, %xmm1
	vaddsd	-136(%rdi), %xmm0, %xmm0
	vmovsd	%xmm1, -144(%rsi)
	vcvtsi2sdl	%r10d, %xmm1, %xmm1
	vdivsd	%xmm1, %xmm0, %xmm1
	vaddsd	-128(%rdi), %xmm0, %xmm0
	leal	3(%rdx), %r10d
	vmovsd	%xmm1, -136(%rsi)
	vcvtsi2sdl	%r10d, %xmm1, %xmm1
	vdivsd	%xmm1, %xmm0, %xmm1
	vaddsd	-120(%rdi), %xmm0, %xmm0
	leal	4(%rdx), %r10d
	vmovsd	%xmm1, -128(%rsi)
	vcvtsi2sdl	%r10d, %xmm1, %xmm1
	vdivsd	%xmm1, %xmm0, %xmm1
	vaddsd	-112(%rdi), %xmm0, %xmm0
	leal	5(%rdx), %r10d
	vmovsd	%xmm1, -120(%rsi)
	vcvtsi2sdl	%r10d, %xmm1, %xmm1
	vdivsd	%xmm1, %xmm0, %xmm1
	vaddsd	-104(%rdi), %xmm0, %xmm0
	leal	6(%rdx), %r10d
	vmovsd	%xmm1, -112(%rsi)
	vcvtsi2sdl	%r10d, %xmm1, %xmm1
	vdivsd	%xmm1, %xmm0, %xmm1
	vaddsd	-96(%rdi), %xmm0, %xmm0
	leal	7(%rdx), %r10d
	addl	$8, %edx
	vmovsd	%xmm1, -104(%rsi)
	vcvtsi2sdl	%r10d, %xmm1, %xmm1
	vdivsd	%xmm1, %xmm0, %xmm1
	vaddsd	-88(%rdi), %xmm0, %xmm0
	vmovsd	%xmm1, -96(%rsi)
	vcvtsi2sdl	%edx, %xmm1, %xmm1
	vdivsd	%xmm1, %xmm0, %xmm1
	vmovsd	%xmm1, -88(%rsi)
	cmpl	%eax, %edx
	jne	.L143
