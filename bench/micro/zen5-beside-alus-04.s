# CPU: znver5
# MEASURED: 1.30
# five independent leaq and two eliminated movq: 1.30 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster); an instruction that takes no pipe still costs beside ALU operations, not modelled
	leaq 1(%r15), %r8
	leaq 1(%r15), %r9
	leaq 1(%r15), %r10
	leaq 1(%r15), %r11
	leaq 1(%r15), %r12
	movq %r14, %rax
	movq %r14, %rcx
