# CPU: znver5
# MEASURED: 1.08
# the same storing an addl chain: 1.08 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	addl $1, %r10d
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	movl %r10d, (%rdi)
	addq $4, %rdi
	subl $1, %esi
	jne .L1
