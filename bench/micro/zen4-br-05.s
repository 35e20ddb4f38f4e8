# CPU: znver4
# MEASURED: 1.26
# zen4-br-01 with the index from a register the loop leaves alone
	addl $1, %ecx
	cmpl %esi, %ecx
	jge 3f
3:
	movslq %r11d, %r9
	addl (%rdi,%r9,4), %eax
	cmpl %edx, %eax
	jne 4f
4:
