	vmovsd	(%rsi,%rax), %xmm0
	xorl	%ecx, %ecx
	vcvttsd2siq	%xmm0, %rdx
	vcvtsi2sdq	%rdx, %xmm1, %xmm1
	vcomisd	%xmm0, %xmm1
	seta	%cl
	subq	%rcx, %rdx
	vcvtsi2sdq	%rdx, %xmm0, %xmm0
	vmovsd	%xmm0, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rax, %r8
	jne	.L47
