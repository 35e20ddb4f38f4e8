	movzbl	(%rdi), %esi
	xorl	%edx, %edx
	cmpb	$40, %sil
	sete	%dl
	cmpb	$41, %sil
	sete	%sil
	movzbl	%sil, %esi
	subl	%esi, %edx
	addl	%edx, %eax
	cmpl	%eax, %ecx
	cmovl	%eax, %ecx
	incq	%rdi
	cmpq	%r8, %rdi
	jne	.L79
