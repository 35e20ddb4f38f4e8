	vmovsd	(%r8,%rax,8), %xmm0
	xorl	%ecx, %ecx
	vcvttsd2siq	%xmm0, %rdx
	vcvtsi2sdq	%rdx, %xmm1, %xmm1
	vcomisd	%xmm0, %xmm1
	seta	%cl
	subq	%rcx, %rdx
	vcvtsi2sdq	%rdx, %xmm0, %xmm0
	vmovsd	%xmm0, (%rdi,%rax,8)
	incq	%rax
	cmpl	%eax, %esi
	jg	.L145
