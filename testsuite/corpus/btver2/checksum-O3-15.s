	incl	%eax
	vpslld	$8, %xmm0, %xmm1
	cmpl	%eax, %edx
	vpaddd	%xmm0, %xmm1, %xmm0
	jne	.L132
