	movzbl	(%r8), %edx
	subb	%dl, (%rdi,%rax)
	addq	%rcx, %rax
	cmpl	%eax, %esi
	jg	.L50
