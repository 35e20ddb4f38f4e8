	vaddsd	(%r9,%rax,8), %xmm0, %xmm0
	leal	1(%rax), %edx
	vcvtsi2sdl	%edx, %xmm1, %xmm1
	vdivsd	%xmm1, %xmm0, %xmm1
	vmovsd	%xmm1, (%r8,%rax,8)
	incq	%rax
	cmpl	%eax, %ecx
	jg	.L144
