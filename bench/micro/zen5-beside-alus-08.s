# CPU: znver5
# MEASURED: 1.21
# six independent leaq and two nops: 1.21 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster); an instruction that takes no pipe still costs beside ALU operations, not modelled
	leaq 1(%r15), %r8
	leaq 1(%r15), %r9
	leaq 1(%r15), %r10
	leaq 1(%r15), %r11
	leaq 1(%r15), %r12
	leaq 1(%r15), %r13
	nop
	nop
