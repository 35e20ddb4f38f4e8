# CPU: znver4
# MEASURED: 1.51
1:
	leal	3(%r11), %ecx
	leal	3(%r11), %edx
	leal	3(%r11), %esi
	addq	$1, %r11
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
