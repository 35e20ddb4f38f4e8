	movq	%rdx, %rax
	movl	(%rdi,%rsi,4), %edx
	salq	$32, %rax
	decq	%rsi
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rcx
	testl	%esi, %esi
	jns	.L65
