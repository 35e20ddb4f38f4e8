	movl	%edi, (%rsi)
	subq	%r9, %rax
	subq	%r9, %rsi
	cmpl	%ecx, %edx
	jg	.L104
	movl	(%rax), %edi
	subl	%edx, %ecx
	movq	%rax, %rbp
	movq	%rsi, %r8
	cmpl	%r11d, %edi
	jg	.L105
