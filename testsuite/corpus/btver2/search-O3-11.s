	movslq	%esi, %rax
	movl	(%r8,%rax,4), %edx
	cmpl	%edi, %edx
	jl	.L82
	cmpl	%edx, %ecx
	je	.L86
	movl	%edi, %eax
	movl	%esi, %r11d
	subl	%ecx, %eax
	subl	%r9d, %r11d
	cltq
	movslq	%r11d, %r11
	imulq	%r11, %rax
	subl	%ecx, %edx
	movslq	%edx, %rcx
	cqto
	idivq	%rcx
	addq	%r10, %rax
	cmpl	%edi, (%r8,%rax,4)
	movl	%eax, %edx
	je	.L72
	jge	.L76
	leal	1(%rax), %r9d
	cmpl	%esi, %r9d
	jg	.L82
	movslq	%r9d, %r10
	movl	(%r8,%r10,4), %ecx
	cmpl	%edi, %ecx
	jle	.L87
