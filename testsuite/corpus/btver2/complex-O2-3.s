	vmovupd	(%rdi,%rax), %xmm2
	vmovupd	(%rsi,%rax), %xmm0
	addq	$16, %rax
	cmpq	%rax, %rdx
	vpermilpd	$1, %xmm2, %xmm1
	vpermilpd	$0, %xmm0, %xmm4
	vpermilpd	$3, %xmm0, %xmm0
	vmulpd	%xmm4, %xmm1, %xmm1
	vmulpd	%xmm2, %xmm0, %xmm0
	vaddsubpd	%xmm0, %xmm1, %xmm1
	vaddpd	%xmm1, %xmm3, %xmm3
	jne	.L14
