	vmovupd	-368(%rax), %xmm1
	prefetcht0	(%rax)
	vmovupd	-368(%rdi), %xmm2
	addq	$48, %rax
	vmovupd	-352(%rdi), %xmm7
	prefetcht0	(%rdi)
	vmovupd	-400(%rax), %xmm6
	addq	$48, %rdi
	vpermilpd	$1, %xmm1, %xmm0
	vpermilpd	$1, %xmm2, %xmm4
	vmovhpd	-384(%rax), %xmm0, %xmm0
	vmovhpd	-384(%rdi), %xmm4, %xmm4
	vmovhps	-392(%rdi), %xmm2, %xmm5
	vmulpd	%xmm4, %xmm0, %xmm0
	vmovhps	-392(%rax), %xmm1, %xmm4
	vunpcklpd	%xmm2, %xmm7, %xmm2
	vunpcklpd	%xmm1, %xmm6, %xmm1
	vmovhps	-376(%rax), %xmm1, %xmm1
	vmovhps	-376(%rdi), %xmm2, %xmm2
	cmpq	%r8, %rax
	vmulpd	%xmm5, %xmm4, %xmm4
	vmulpd	%xmm2, %xmm1, %xmm1
	vaddpd	%xmm4, %xmm0, %xmm0
	vaddpd	%xmm1, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm3, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm3
	jne	.L166
