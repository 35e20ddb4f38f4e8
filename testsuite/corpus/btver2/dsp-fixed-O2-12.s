	movswl	(%rdi,%rdx), %eax
	movswl	(%rsi,%rdx), %r8d
	addq	$2, %rdx
	imull	%r8d, %eax
	sarl	$8, %eax
	addl	%eax, %ecx
	cmpq	%rdx, %r9
	jne	.L90
