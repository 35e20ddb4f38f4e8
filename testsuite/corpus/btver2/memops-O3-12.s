	incl	%edx
	vmovupd	%xmm1, (%rax)
	addq	$16, %rax
	cmpl	%ecx, %edx
	jb	.L76
