	movl	(%rdx), %eax
	imull	$-1640531535, %eax, %ecx
	andl	%r8d, %ecx
	cmpl	%eax, (%rdi,%rcx,4)
	jne	.L60
	movl	$1, %eax
	addq	$4, %rdx
	addl	%eax, %esi
	cmpq	%rdx, %r10
	jne	.L56
