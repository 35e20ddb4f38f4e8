	movl	%edx, %eax
	movl	%edx, %ecx
	sarl	$3, %eax
	andl	$7, %ecx
	cltq
	incl	%edx
	movzbl	(%rdi,%rax), %eax
	sarl	%cl, %eax
	andl	$1, %eax
	addl	%eax, %r8d
	cmpl	%edx, %esi
	jne	.L28
