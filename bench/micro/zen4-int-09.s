# CPU: znver4
# MEASURED: 1.03
1:
	addq	$1, %r11
	addq	$1, %rdx
	addq	$1, %rsi
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	1b
