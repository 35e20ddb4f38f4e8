	vmulpd	(%rcx), %xmm5, %xmm2
	prefetcht0	272(%rdi)
	movl	%eax, %r11d
	addq	$64, %rdi
	vmulpd	-64(%rdi), %xmm4, %xmm1
	addl	$4, %eax
	prefetcht0	272(%rcx)
	addq	$64, %rcx
	vaddpd	%xmm2, %xmm1, %xmm1
	vmulpd	-48(%rcx), %xmm5, %xmm2
	vmovupd	%xmm1, -64(%rcx)
	vmulpd	-48(%rdi), %xmm4, %xmm1
	vaddpd	%xmm2, %xmm1, %xmm1
	vmulpd	-32(%rcx), %xmm5, %xmm2
	vmovupd	%xmm1, -48(%rcx)
	vmulpd	-32(%rdi), %xmm4, %xmm1
	vaddpd	%xmm2, %xmm1, %xmm1
	vmulpd	-16(%rcx), %xmm5, %xmm2
	vmovupd	%xmm1, -32(%rcx)
	vmulpd	-16(%rdi), %xmm4, %xmm1
	vaddpd	%xmm2, %xmm1, %xmm1
	vmovupd	%xmm1, -16(%rcx)
	cmpl	%esi, %r11d
	jne	.L130
