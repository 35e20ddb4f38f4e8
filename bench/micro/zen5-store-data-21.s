# CPU: znver5
# MEASURED: 1.24
# the same storing one leaq result: 1.24 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl %r10d, (%rdi)
	movl %r8d, 4(%rdi)
	addq $8, %rdi
	leaq 1(%r9), %r10
	leaq 2(%r9), %r11
	subl $1, %esi
	jne .L1
