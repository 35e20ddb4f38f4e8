	vmovupd	(%rsi), %xmm1
	prefetcht0	368(%rsi)
	movl	%eax, %r11d
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	368(%rdi)
	addq	$64, %rdi
	vmulpd	%xmm1, %xmm1, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vmovupd	-48(%rsi), %xmm1
	vmovupd	%xmm0, -64(%rdi)
	vmulpd	%xmm1, %xmm1, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vmovupd	-32(%rsi), %xmm1
	vmovupd	%xmm0, -48(%rdi)
	vmulpd	%xmm1, %xmm1, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vmovupd	-16(%rsi), %xmm1
	vmovupd	%xmm0, -32(%rdi)
	vmulpd	%xmm1, %xmm1, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vmovupd	%xmm0, -16(%rdi)
	cmpl	%ecx, %r11d
	jne	.L80
