# CPU: znver4
# MEASURED: 1.55
1:
	leal	3(%r11), %ecx
	leal	3(%r11), %edx
	addq	$1, %r11
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
