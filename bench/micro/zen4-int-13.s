# CPU: znver4
# MEASURED: 1.04
1:
	movl	%eax, %ecx
	addl	$5, %ecx
	xorl	%ecx, %r11d
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
