# CPU: znver5
# MEASURED: 1.19
# a 16-bit store of a leaq result beside four more leaq: as the 32-bit store: 1.19 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r9), %r10
	movw %r10w, (%rdi)
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	leaq 4(%r9), %r12
	leaq 5(%r9), %r13
