	vmulss	(%rsi,%rax), %xmm1, %xmm0
	vcvttss2sil	%xmm0, %edx
	movl	%edx, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rcx, %rax
	jne	.L104
