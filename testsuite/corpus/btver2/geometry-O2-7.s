	vmovsd	(%rdi,%rax), %xmm1
	xorl	%ecx, %ecx
	vmovsd	(%rsi,%rax), %xmm2
	vmulsd	%xmm1, %xmm1, %xmm1
	vmulsd	%xmm2, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm1
	vcomisd	%xmm1, %xmm0
	seta	%cl
	addq	$8, %rax
	addl	%ecx, %edx
	cmpq	%r8, %rax
	jne	.L49
