# CPU: znver5
# MEASURED: 1.15
# two loads, four independent leaq and an eliminated movq: 1.15 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movq (%rdi), %rcx
	movq 8(%rdi), %rdx
	leaq 1(%r15), %r8
	leaq 1(%r15), %r9
	leaq 1(%r15), %r10
	leaq 1(%r15), %r11
	movq %r14, %rax
