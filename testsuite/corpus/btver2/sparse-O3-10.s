	vmulsd	-112(%rdx), %xmm1, %xmm0
	prefetcht0	(%r9)
	movslq	-56(%r9), %r11
	prefetcht0	(%rdx)
	addl	$8, %r10d
	addq	$32, %r9
	addq	$64, %rdx
	leaq	(%rdi,%r11,8), %r11
	vaddsd	(%r11), %xmm0, %xmm0
	vmovsd	%xmm0, (%r11)
	vmulsd	-168(%rdx), %xmm1, %xmm0
	movslq	-84(%r9), %r11
	leaq	(%rdi,%r11,8), %r11
	vaddsd	(%r11), %xmm0, %xmm0
	vmovsd	%xmm0, (%r11)
	vmulsd	-160(%rdx), %xmm1, %xmm0
	movslq	-80(%r9), %r11
	leaq	(%rdi,%r11,8), %r11
	vaddsd	(%r11), %xmm0, %xmm0
	vmovsd	%xmm0, (%r11)
	vmulsd	-152(%rdx), %xmm1, %xmm0
	movslq	-76(%r9), %r11
	leaq	(%rdi,%r11,8), %r11
	vaddsd	(%r11), %xmm0, %xmm0
	vmovsd	%xmm0, (%r11)
	vmulsd	-144(%rdx), %xmm1, %xmm0
	movslq	-72(%r9), %r11
	leaq	(%rdi,%r11,8), %r11
	vaddsd	(%r11), %xmm0, %xmm0
	vmovsd	%xmm0, (%r11)
	vmulsd	-136(%rdx), %xmm1, %xmm0
	movslq	-68(%r9), %r11
	leaq	(%rdi,%r11,8), %r11
	vaddsd	(%r11), %xmm0, %xmm0
	vmovsd	%xmm0, (%r11)
	vmulsd	-128(%rdx), %xmm1, %xmm0
	movslq	-64(%r9), %r11
	leaq	(%rdi,%r11,8), %r11
	vaddsd	(%r11), %xmm0, %xmm0
	vmovsd	%xmm0, (%r11)
	vmulsd	-120(%rdx), %xmm1, %xmm0
	movslq	-60(%r9), %r11
	cmpl	%eax, %r10d
	leaq	(%rdi,%r11,8), %r11
	vaddsd	(%r11), %xmm0, %xmm0
	vmovsd	%xmm0, (%r11)
	jne	.L104
