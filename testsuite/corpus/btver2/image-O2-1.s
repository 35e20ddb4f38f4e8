	movzbl	(%r10,%rax), %esi
	movl	%ebx, %edx
	movzbl	(%rdi,%rax), %ecx
	subl	%esi, %edx
	imull	%edx, %ecx
	movzbl	(%r9,%rax), %edx
	imull	%esi, %edx
	addl	%ecx, %edx
	movl	%edx, %edx
	imulq	%r11, %rdx
	shrq	$39, %rdx
	movb	%dl, (%rdi,%rax)
	incq	%rax
	cmpq	%rax, %r8
	jne	.L3
