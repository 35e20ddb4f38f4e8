	movzbl	(%rsi,%rax), %ecx
	movl	%ecx, %edi
	andl	$15, %ecx
	shrb	$4, %dil
	movzbl	(%r9,%rcx), %ecx
	andl	$15, %edi
	movzbl	(%r9,%rdi), %edi
	movb	%cl, 1(%r8,%rax,2)
	movb	%dil, (%r8,%rax,2)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L19
