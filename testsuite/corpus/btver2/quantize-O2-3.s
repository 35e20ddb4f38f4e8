	movsbl	(%rdi,%rax), %ecx
	movsbl	(%rsi,%rax), %r9d
	incq	%rax
	imull	%r9d, %ecx
	addl	%ecx, %r8d
	cmpq	%rax, %rdx
	jne	.L14
