	movl	%esi, %eax
	subl	%ecx, %eax
	sarl	%eax
	addl	%ecx, %eax
	movslq	%eax, %r8
	cmpl	%edx, (%rdi,%r8,4)
	jl	.L20
	movl	%eax, %esi
	cmpl	%ecx, %esi
	jg	.L18
