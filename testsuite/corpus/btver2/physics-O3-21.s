	vmovupd	(%rcx), %xmm2
	prefetcht0	192(%rdi)
	vxorpd	(%rdi), %xmm8, %xmm5
	movl	%eax, %r11d
	addq	$64, %rdi
	addl	$4, %eax
	prefetcht0	192(%rcx)
	addq	$64, %rcx
	vmulpd	%xmm2, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm1
	vaddpd	%xmm2, %xmm1, %xmm1
	vmulpd	%xmm5, %xmm1, %xmm1
	vxorpd	-48(%rdi), %xmm8, %xmm5
	vaddpd	%xmm4, %xmm1, %xmm1
	vmulpd	%xmm7, %xmm1, %xmm1
	vaddpd	%xmm2, %xmm1, %xmm1
	vmovupd	-48(%rcx), %xmm2
	vmovupd	%xmm1, -64(%rcx)
	vmulpd	%xmm2, %xmm5, %xmm4
	vmulpd	%xmm4, %xmm6, %xmm1
	vaddpd	%xmm2, %xmm1, %xmm1
	vmulpd	%xmm5, %xmm1, %xmm1
	vxorpd	-32(%rdi), %xmm8, %xmm5
	vaddpd	%xmm4, %xmm1, %xmm1
	vmulpd	%xmm7, %xmm1, %xmm1
	vaddpd	%xmm2, %xmm1, %xmm1
	vmovupd	-32(%rcx), %xmm2
	vmovupd	%xmm1, -48(%rcx)
	vmulpd	%xmm2, %xmm5, %xmm4
	vmulpd	%xmm4, %xmm6, %xmm1
	vaddpd	%xmm2, %xmm1, %xmm1
	vmulpd	%xmm5, %xmm1, %xmm1
	vxorpd	-16(%rdi), %xmm8, %xmm5
	vaddpd	%xmm4, %xmm1, %xmm1
	vmulpd	%xmm7, %xmm1, %xmm1
	vaddpd	%xmm2, %xmm1, %xmm1
	vmovupd	-16(%rcx), %xmm2
	vmovupd	%xmm1, -32(%rcx)
	vmulpd	%xmm2, %xmm5, %xmm4
	vmulpd	%xmm4, %xmm6, %xmm1
	vaddpd	%xmm2, %xmm1, %xmm1
	vmulpd	%xmm5, %xmm1, %xmm1
	vaddpd	%xmm4, %xmm1, %xmm1
	vmulpd	%xmm7, %xmm1, %xmm1
	vaddpd	%xmm2, %xmm1, %xmm1
	vmovupd	%xmm1, -16(%rcx)
	cmpl	%esi, %r11d
	jne	.L168
