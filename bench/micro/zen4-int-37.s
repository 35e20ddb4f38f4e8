# CPU: znver4
# MEASURED: 1.51
1:
	leal	3(%rax), %ecx
	addl	%edi, %edx
	addl	%edi, %esi
	addl	%edi, %r11d
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
