# CPU: znver5
# MEASURED: 0.85
# zen5-store-data-64 with three more leaq: 0.85 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r9), %r10
	movl %r10d, (%rdi)
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
