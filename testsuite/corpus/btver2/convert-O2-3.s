	vcvttss2sil	(%rsi,%rax), %edx
	movl	%edx, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.L14
