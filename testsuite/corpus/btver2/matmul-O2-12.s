	movswl	(%r9,%rax), %edx
	movswl	(%rdi,%rax), %esi
	addq	$2, %rax
	imull	%esi, %edx
	addl	%edx, %ecx
	cmpq	%r8, %rax
	jne	.L113
