# CPU: znver5
# MEASURED: 1.15
# the same with a compare and branch: 1.15 and 1.15 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	movl (%rsi), %eax
	imull %eax, %eax
	addl %eax, %edx
	addq $1, %r10
	cmpq %r10, %r11
	jne 1f
1:
