# CPU: znver5
# MEASURED: 1.00
# a store of an immediate beside five leaq: six operations, no data operation: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl $7, (%rdi)
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	leaq 4(%r9), %r12
	leaq 5(%r9), %r13
	leaq 6(%r9), %r10
