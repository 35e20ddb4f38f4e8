	vmovd	(%rax,%rcx,2), %xmm3
	incl	%edi
	vmovd	(%rax), %xmm4
	addq	$16, %rdx
	vpinsrd	$1, (%rax,%r10), %xmm3, %xmm2
	vpinsrd	$1, (%rax,%rcx), %xmm4, %xmm0
	addq	%rsi, %rax
	vpunpcklqdq	%xmm2, %xmm0, %xmm0
	vpmulld	-16(%rdx), %xmm0, %xmm0
	cmpl	%r9d, %edi
	vpaddd	%xmm0, %xmm1, %xmm1
	jb	.L75
