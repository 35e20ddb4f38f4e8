# CPU: znver4
# MEASURED: 1.01
	addq $1, %rax
	leal 1(%rax), %ecx
	leal 1(%rax), %edx
	leal 1(%rax), %esi
