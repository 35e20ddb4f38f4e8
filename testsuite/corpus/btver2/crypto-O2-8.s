	testb	$1, %dil
	je	.L41
	xorl	%eax, %r9d
	leal	(%rax,%rax), %r8d
	testb	%al, %al
	movl	%r8d, %eax
	jns	.L42
	xorl	$27, %eax
	shrb	%dil
	decl	%ecx
	jne	.L43
