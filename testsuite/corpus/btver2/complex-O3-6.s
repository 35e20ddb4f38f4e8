	vmovupd	(%rsi,%rax), %xmm3
	incl	%edx
	vmovupd	(%rdi,%rax), %xmm0
	addq	$16, %rax
	cmpl	%r9d, %edx
	vpermilpd	$1, %xmm3, %xmm1
	vpermilpd	$0, %xmm0, %xmm4
	vpermilpd	$3, %xmm0, %xmm0
	vmulpd	%xmm4, %xmm1, %xmm1
	vmulpd	%xmm3, %xmm0, %xmm0
	vaddsubpd	%xmm0, %xmm1, %xmm1
	vaddpd	%xmm1, %xmm2, %xmm2
	jb	.L38
