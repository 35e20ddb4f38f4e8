	movl	(%r8,%rsi,4), %eax
	salq	$32, %rdx
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rcx
	movl	%eax, (%rdi,%rsi,4)
	decq	%rsi
	testl	%esi, %esi
	jns	.L33
