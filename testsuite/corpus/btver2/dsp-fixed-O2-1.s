	movswl	(%rdi,%rax), %edx
	movswl	(%r9,%rax), %esi
	addq	$2, %rax
	imull	%esi, %edx
	addl	%edx, %ecx
	cmpq	%r10, %rax
	jne	.L4
