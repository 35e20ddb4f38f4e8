	cmpb	$0, (%rsi,%rax)
	je	.L33
	movl	%eax, %r8d
	movl	%eax, %ecx
	sarl	$3, %r8d
	andl	$7, %ecx
	movslq	%r8d, %r8
	movl	%r9d, %r10d
	sall	%cl, %r10d
	orb	%r10b, (%rdi,%r8)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L34
