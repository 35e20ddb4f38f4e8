# CPU: znver5
# MEASURED: 1.38
# one leaq result stored twice, beside another leaq, a pointer step and a fused subl and jne: 1.38 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r9), %r10
	leaq 2(%r9), %r11
	movl %r10d, (%rdi)
	movl %r10d, 4(%rdi)
	addq $8, %rdi
	subl $1, %esi
	jne .L1
