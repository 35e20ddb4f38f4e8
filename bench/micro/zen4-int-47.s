# CPU: znver4
# MEASURED: 2.01
	addq $1, %rax
	leal 1(%rax), %ecx
	leal 1(%rax), %edx
	leal 1(%rax), %esi
	leal 1(%rax), %r8d
