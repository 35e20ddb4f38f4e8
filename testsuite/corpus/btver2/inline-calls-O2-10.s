	imull	$-862048943, (%rdi), %eax
	addq	$4, %rdi
	roll	$15, %eax
	imull	$461845907, %eax, %eax
	xorl	%edx, %eax
	roll	$13, %eax
	cmpq	%rdi, %rsi
	leal	-430675100(%rax,%rax,4), %edx
	jne	.L60
