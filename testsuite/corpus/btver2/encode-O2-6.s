	movzbl	-1(%rdi,%rax), %r8d
	movq	%r8, %rdx
	andl	$127, %edx
	salq	%cl, %rdx
	addl	$7, %ecx
	orq	%rdx, %r9
	movq	%rax, %rdx
	incq	%rax
	testb	%r8b, %r8b
	js	.L38
