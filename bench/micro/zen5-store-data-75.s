# CPU: znver5
# MEASURED: 0.83
# five leaq, no branch: 0.83 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r9), %r10
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	leaq 4(%r9), %r12
	leaq 5(%r9), %r13
