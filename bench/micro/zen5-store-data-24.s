# CPU: znver5
# MEASURED: 1.01
# a store of a register the loop does not write, a pointer step, two leaq and a fused subl and jne: five operations: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl %r8d, (%rdi)
	addq $4, %rdi
	leaq 1(%r9), %r10
	leaq 2(%r9), %r11
	subl $1, %esi
	jne .L1
