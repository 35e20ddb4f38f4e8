# CPU: znver5
# MEASURED: 1.02
# the same with a fused subl and jne counter: 1.02 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	addl $1, %edx
	movl %edx, (%rdi)
	addq $4, %rdi
	subl $1, %esi
	jne .L1
