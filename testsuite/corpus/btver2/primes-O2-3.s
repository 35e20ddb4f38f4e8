	movq	%rcx, %rax
	movq	%r9, %r8
	salq	%cl, %r8
	sarq	$6, %rax
	addq	%rdx, %rcx
	orq	%r8, (%rdi,%rax,8)
	cmpq	%rcx, %rsi
	jg	.L14
