	vpaddd	(%rdx), %xmm0, %xmm1
	vpaddd	%xmm5, %xmm0, %xmm3
	vpaddd	32(%rdx), %xmm3, %xmm3
	movl	%eax, %r9d
	prefetcht0	368(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vmovdqu	%xmm1, -64(%rdx)
	vpaddd	%xmm2, %xmm0, %xmm1
	vpaddd	-48(%rdx), %xmm1, %xmm1
	vmovdqu	%xmm3, -32(%rdx)
	vmovdqu	%xmm1, -48(%rdx)
	vpaddd	%xmm6, %xmm0, %xmm1
	vpaddd	-16(%rdx), %xmm1, %xmm1
	vpaddd	%xmm4, %xmm0, %xmm0
	vmovdqu	%xmm1, -16(%rdx)
	cmpl	%ecx, %r9d
	jne	.L159
