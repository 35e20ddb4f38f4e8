	movzbl	(%rdi), %eax
	subl	$97, %eax
	cmpb	$25, %al
	ja	.L57
	movsbl	%al, %eax
	addl	%r8d, %eax
	movslq	%eax, %rdx
	movl	%eax, %esi
	imulq	$1321528399, %rdx, %rdx
	sarl	$31, %esi
	sarq	$35, %rdx
	subl	%esi, %edx
	imull	$26, %edx, %edx
	subl	%edx, %eax
	addl	$97, %eax
	movb	%al, (%rdi)
	incq	%rdi
	cmpq	%rcx, %rdi
	jne	.L58
