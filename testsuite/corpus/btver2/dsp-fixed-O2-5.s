	movswl	(%rdi), %eax
	addq	$2, %rdi
	vmovdqa	.LC0(%rip), %xmm1
	imull	%edx, %eax
	sarl	$14, %eax
	movl	%eax, -12(%rsp)
	vmovd	-12(%rsp), %xmm0
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovdqa	.LC1(%rip), %xmm1
	vpminsd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %eax
	movw	%ax, -2(%rdi)
	cmpq	%rdi, %rcx
	jne	.L45
