	subl	$48, %eax
	incq	%rdi
	movsbl	%al, %eax
	vcvtsi2sdl	%eax, %xmm0, %xmm0
	movzbl	(%rdi), %eax
	vmulsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm1, %xmm1
	leal	-48(%rax), %edx
	cmpb	$9, %dl
	vaddsd	%xmm0, %xmm2, %xmm2
	jbe	.L64
