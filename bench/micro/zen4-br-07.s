# CPU: znver4
# MEASURED: 1.01
# zen4-br-06 with the second movslq a move the core eliminates: 1.01
	movslq %eax, %r9
	leal 0(%rdi), %r11d
	cmpl %r11d, %r9d
	jl 1f
1:
	addl $1, %eax
	cmpl %eax, %esi
	jle 2f
2:
