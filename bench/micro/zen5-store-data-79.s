# CPU: znver5
# MEASURED: 1.02
# four leaq and two stores of a register the loop does not write: 1.02 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r9), %r10
	movl %r8d, (%rdi)
	movl %r8d, 64(%rdi)
	leaq 3(%r9), %rbx
	leaq 4(%r9), %r12
	leaq 5(%r9), %r13
