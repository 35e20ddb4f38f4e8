	xorl	%ecx, %ecx
	cmpl	(%rdi,%rax,4), %r8d
	setg	%cl
	incq	%rax
	addq	%rcx, %rdx
	cmpl	%eax, %esi
	jg	.L64
