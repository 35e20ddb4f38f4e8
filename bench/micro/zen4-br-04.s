# CPU: znver4
# MEASURED: 1.68
# zen4-br-01 with the first compare reading a register the loop leaves alone
	addl $1, %ecx
	cmpl %esi, %r11d
	jge 3f
3:
	movslq %ecx, %r9
	addl (%rdi,%r9,4), %eax
	cmpl %edx, %eax
	jne 4f
4:
