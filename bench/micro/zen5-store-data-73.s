# CPU: znver5
# MEASURED: 1.00
# a store of a register the loop does not write, four leaq and a fused subl and jne: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r9), %r10
	movl %r8d, (%rdi)
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	leaq 4(%r9), %r12
	subl $1, %esi
	jne .L1
