# CPU: znver4
# MEASURED: 1.25
	addq $1, %rax
	leal 1(%r9), %ecx
	leal 1(%r9), %edx
	leal 1(%r9), %esi
	leal 1(%r9), %r8d
