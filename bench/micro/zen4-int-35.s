# CPU: znver4
# MEASURED: 1.25
1:
	addl	%edi, %edx
	addl	%edi, %esi
	addl	%edi, %r11d
	addl	%edi, %r9d
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
