	incl	%edx
	vpshufd	$27, (%rax), %xmm1
	subq	$16, %rax
	cmpl	%ecx, %edx
	vpaddd	%xmm1, %xmm0, %xmm0
	jb	.L185
