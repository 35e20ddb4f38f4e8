	movl	(%rdx), %eax
	imull	$-1640531535, %eax, %ecx
	andl	%r8d, %ecx
	cmpl	%eax, (%rdi,%rcx,4)
	je	.L70
	movl	%eax, %ecx
	xorl	$1540483477, %ecx
	imull	$-2048144789, %ecx, %ecx
	andl	%r8d, %ecx
	cmpl	%eax, (%r9,%rcx,4)
	sete	%al
	addq	$4, %rdx
	movzbl	%al, %eax
	addl	%eax, %esi
	cmpq	%r10, %rdx
	jne	.L72
