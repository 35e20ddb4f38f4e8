	vmovupd	(%rsi,%rax,2), %xmm1
	incl	%edi
	vmovupd	16(%rsi,%rax,2), %xmm2
	vmovhpd	16(%rsi,%rax,2), %xmm1, %xmm0
	vmovupd	%xmm0, (%r8,%rax)
	vunpckhpd	%xmm2, %xmm1, %xmm0
	vmovupd	%xmm0, (%r11,%rax)
	addq	$16, %rax
	cmpl	%ebx, %edi
	jb	.L65
