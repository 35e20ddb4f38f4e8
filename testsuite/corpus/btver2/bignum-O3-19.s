	movl	(%r8,%rcx,4), %eax
	salq	$32, %rdx
	decq	%rcx
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rdi
	testl	%ecx, %ecx
	jns	.L147
