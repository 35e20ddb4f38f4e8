	vmulss	(%rsi,%rax,4), %xmm2, %xmm0
	xorl	%ecx, %ecx
	vcomiss	%xmm0, %xmm1
	ja	.L56
	vcomiss	.LC1(%rip), %xmm0
	movl	$-1, %ecx
	ja	.L56
	vcvttss2sil	%xmm0, %ecx
	movb	%cl, (%rdi,%rax)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L57
