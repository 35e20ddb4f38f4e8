	movzbl	(%rcx), %eax
	xorl	%edx, %eax
	movl	%eax, %edx
	andl	$1, %eax
	negl	%eax
	shrl	%edx
	andl	$-306674912, %eax
	xorl	%eax, %edx
	movl	%edx, %eax
	andl	$1, %edx
	negl	%edx
	shrl	%eax
	andl	$-306674912, %edx
	xorl	%edx, %eax
	movl	%eax, %edx
	andl	$1, %eax
	negl	%eax
	shrl	%edx
	andl	$-306674912, %eax
	xorl	%eax, %edx
	movl	%edx, %eax
	andl	$1, %edx
	negl	%edx
	shrl	%eax
	andl	$-306674912, %edx
	xorl	%edx, %eax
	movl	%eax, %edx
	andl	$1, %eax
	negl	%eax
	shrl	%edx
	andl	$-306674912, %eax
	xorl	%eax, %edx
	movl	%edx, %eax
	andl	$1, %edx
	negl	%edx
	shrl	%eax
	andl	$-306674912, %edx
	xorl	%edx, %eax
	movl	%eax, %edx
	shrl	%edx
	andl	$1, %eax
	negl	%eax
	incq	%rcx
	andl	$-306674912, %eax
	xorl	%eax, %edx
	movl	%edx, %eax
	andl	$1, %edx
	negl	%edx
	shrl	%eax
	andl	$-306674912, %edx
	xorl	%eax, %edx
	cmpq	%rcx, %rsi
	jne	.L9
