	testb	$1, %sil
	je	.L69
	movq	%r8, %rax
	xorl	%edx, %edx
	imulq	%rcx, %rax
	divq	%rdi
	movq	%rdx, %r8
	imulq	%rcx, %rcx
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	shrl	%esi
	movq	%rdx, %rcx
	jne	.L70
