# CPU: znver4
# MEASURED: 2.00
1:
	addl	$5, %ecx
	addl	$5, %ecx
	addl	$5, %r11d
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
