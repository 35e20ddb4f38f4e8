# CPU: znver4
# MEASURED: 1.78
# zen4-br-06 with leal 1 for the movslq: 1.78 (leal 0, eliminated, 1.02)
	leal 1(%rax), %r9d
	leal 1(%rdi), %r11d
	cmpl %r11d, %r9d
	jl 1f
1:
	addl $1, %eax
	cmpl %eax, %esi
	jle 2f
2:
