# CPU: znver5
# MEASURED: 1.20
# a leaq result stored to a fixed place beside five more leaq: six operations and the store's data, no chain: 1.20 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r9), %r10
	movl %r10d, (%rdi)
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	leaq 4(%r9), %r12
	leaq 5(%r9), %r13
