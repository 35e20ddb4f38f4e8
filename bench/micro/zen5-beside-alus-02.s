# CPU: znver5
# MEASURED: 1.12
# three independent leaq and four eliminated movq: 1.12 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster); an instruction that takes no pipe still costs beside ALU operations, not modelled
	leaq 1(%r15), %r8
	leaq 1(%r15), %r9
	leaq 1(%r15), %r10
	movq %r14, %rax
	movq %r14, %rcx
	movq %r14, %rsi
	movq %r14, %rbp
