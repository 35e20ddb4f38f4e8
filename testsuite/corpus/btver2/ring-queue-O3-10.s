	vmovdqa	%xmm3, %xmm0
	incl	%ebp
	vpaddd	%xmm6, %xmm0, %xmm0
	cmpl	%ebx, %ebp
	vpand	%xmm5, %xmm0, %xmm0
	vpaddd	%xmm4, %xmm3, %xmm3
	vmovd	%xmm0, %r10d
	vpextrd	$2, %xmm0, %r11d
	movslq	%r11d, %r11
	vpextrd	$1, %xmm0, %edx
	vpextrd	$3, %xmm0, %eax
	vmovd	(%rdi,%r11,4), %xmm2
	movslq	%r10d, %r10
	movslq	%edx, %rdx
	vmovd	(%rdi,%r10,4), %xmm0
	cltq
	vpinsrd	$1, (%rdi,%rax,4), %xmm2, %xmm2
	vpinsrd	$1, (%rdi,%rdx,4), %xmm0, %xmm0
	vpunpcklqdq	%xmm2, %xmm0, %xmm0
	vpmaxsd	%xmm0, %xmm1, %xmm1
	jne	.L75
