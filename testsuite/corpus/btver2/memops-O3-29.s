	vmovupd	(%r8), %xmm0
	prefetcht0	464(%r8)
	movl	%eax, %r11d
	addq	$64, %r8
	addl	$4, %eax
	prefetchw	464(%r9)
	addq	$64, %r9
	vmovupd	%xmm0, -64(%r9)
	vmovupd	-48(%r8), %xmm0
	vmovupd	%xmm0, -48(%r9)
	vmovupd	-32(%r8), %xmm0
	vmovupd	%xmm0, -32(%r9)
	vmovupd	-16(%r8), %xmm0
	vmovupd	%xmm0, -16(%r9)
	cmpl	%ecx, %r11d
	jne	.L211
