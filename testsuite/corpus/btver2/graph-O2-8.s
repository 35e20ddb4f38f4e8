	vmovss	(%rax), %xmm0
	xorl	%ecx, %ecx
	vcomiss	.LC2(%rip), %xmm0
	seta	%cl
	addq	$4, %rax
	addq	%rcx, %rdx
	cmpq	%rax, %rsi
	jne	.L72
