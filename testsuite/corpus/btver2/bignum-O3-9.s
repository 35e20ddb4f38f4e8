	movl	(%r8,%rcx,4), %eax
	salq	$32, %rdx
	orq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	movl	%eax, (%rdi,%rcx,4)
	decq	%rcx
	testl	%ecx, %ecx
	jns	.L83
