	movslq	%r9d, %r10
	movl	(%r8,%r10,4), %ecx
	cmpl	%edi, %ecx
	jg	.L71
	movslq	%esi, %rax
	movl	(%r8,%rax,4), %edx
	cmpl	%edi, %edx
	jl	.L71
	cmpl	%edx, %ecx
	je	.L73
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
	je	.L61
	jl	.L74
	leal	-1(%rax), %esi
	cmpl	%esi, %r9d
	jle	.L62
