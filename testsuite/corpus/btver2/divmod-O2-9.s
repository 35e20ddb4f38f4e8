	movl	%edi, %eax
	movl	%edi, %ecx
	imulq	%r8, %rax
	shrq	$35, %rax
	imull	$10, %eax, %esi
	subl	%esi, %ecx
	addl	%ecx, %edx
	movl	%edi, %ecx
	cmpl	$9, %ecx
	movl	%eax, %edi
	ja	.L45
