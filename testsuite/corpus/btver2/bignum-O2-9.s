	subq	$4, %rdx
	decl	%eax
	je	.L50
	movl	-4(%rdx), %ecx
	testl	%ecx, %ecx
	je	.L53
