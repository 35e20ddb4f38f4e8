	movzbl	(%r9,%rax), %ecx
	addl	%ecx, %edx
	movl	(%r8,%rax,4), %ecx
	addl	%edx, %ecx
	movl	%ecx, (%rdi,%rax,4)
	incq	%rax
	cmpl	%eax, %esi
	jg	.L181
