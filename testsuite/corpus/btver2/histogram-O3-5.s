	movzwl	-28(%r9), %r11d
	prefetcht0	(%r9)
	prefetcht0	(%rdx)
	addl	$8, %r10d
	addq	$16, %r9
	addq	$64, %rdx
	andl	$1023, %r11d
	leaq	(%rdi,%r11,8), %r11
	vmovsd	(%r11), %xmm0
	vaddsd	-176(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, (%r11)
	movzwl	-42(%r9), %r11d
	andl	$1023, %r11d
	leaq	(%rdi,%r11,8), %r11
	vmovsd	(%r11), %xmm0
	vaddsd	-168(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, (%r11)
	movzwl	-40(%r9), %r11d
	andl	$1023, %r11d
	leaq	(%rdi,%r11,8), %r11
	vmovsd	(%r11), %xmm0
	vaddsd	-160(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, (%r11)
	movzwl	-38(%r9), %r11d
	andl	$1023, %r11d
	leaq	(%rdi,%r11,8), %r11
	vmovsd	(%r11), %xmm0
	vaddsd	-152(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, (%r11)
	movzwl	-36(%r9), %r11d
	andl	$1023, %r11d
	leaq	(%rdi,%r11,8), %r11
	vmovsd	(%r11), %xmm0
	vaddsd	-144(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, (%r11)
	movzwl	-34(%r9), %r11d
	andl	$1023, %r11d
	leaq	(%rdi,%r11,8), %r11
	vmovsd	(%r11), %xmm0
	vaddsd	-136(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, (%r11)
	movzwl	-32(%r9), %r11d
	andl	$1023, %r11d
	leaq	(%rdi,%r11,8), %r11
	vmovsd	(%r11), %xmm0
	vaddsd	-128(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, (%r11)
	movzwl	-30(%r9), %r11d
	andl	$1023, %r11d
	leaq	(%rdi,%r11,8), %r11
	vmovsd	(%r11), %xmm0
	vaddsd	-120(%rdx), %xmm0, %xmm0
	cmpl	%eax, %r10d
	vmovsd	%xmm0, (%r11)
	jne	.L28
