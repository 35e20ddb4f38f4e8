# CPU: znver4
# MEASURED: 1.01
1:
	leal	3(%r11), %ecx
	addq	$1, %r11
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
