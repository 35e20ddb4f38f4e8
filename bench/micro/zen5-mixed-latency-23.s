# CPU: znver5
# MEASURED: 0.99
# the same without the imull: 1.00 and 0.99 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	movl (%rsi), %eax
	addl %eax, %edx
	addq $1, %r10
	cmpq %r10, %r11
	jne 1f
1:
