	vmovupd	(%rdi), %xmm3
	prefetcht0	256(%rdi)
	vmovupd	(%r8), %xmm4
	prefetcht0	256(%r8)
	vmovupd	16(%rdi), %xmm5
	movl	%eax, %ebp
	vmovupd	16(%r8), %xmm6
	addq	$64, %rdi
	vmovupd	-32(%rdi), %xmm7
	addq	$64, %r8
	addl	$4, %eax
	prefetchw	528(%rdx)
	vmovhpd	-64(%r8), %xmm3, %xmm0
	prefetchw	592(%rdx)
	vmovupd	%xmm0, (%rdx)
	vunpckhpd	%xmm4, %xmm3, %xmm0
	vmovupd	-32(%r8), %xmm3
	vmovupd	%xmm0, 16(%rdx)
	vmovupd	-16(%rdi), %xmm4
	vmovhpd	-48(%r8), %xmm5, %xmm0
	vmovupd	%xmm0, 32(%rdx)
	subq	$-128, %rdx
	vunpckhpd	%xmm6, %xmm5, %xmm0
	vmovupd	-16(%r8), %xmm5
	vmovupd	%xmm0, -80(%rdx)
	vmovhpd	-32(%r8), %xmm7, %xmm0
	vmovupd	%xmm0, -64(%rdx)
	vunpckhpd	%xmm3, %xmm7, %xmm0
	vmovupd	%xmm0, -48(%rdx)
	vmovhpd	-16(%r8), %xmm4, %xmm0
	vmovupd	%xmm0, -32(%rdx)
	vunpckhpd	%xmm5, %xmm4, %xmm0
	vmovupd	%xmm0, -16(%rdx)
	cmpl	%esi, %ebp
	jne	.L80
