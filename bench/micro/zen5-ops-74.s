# CPU: znver5
# MEASURED: 1.10
# two loads, three independent leaq and two independent vaddps xmm: 1.10 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movq (%rdi), %rcx
	movq 8(%rdi), %rdx
	leaq 1(%r15), %r8
	leaq 1(%r15), %r9
	leaq 1(%r15), %r10
	vaddps %xmm0, %xmm1, %xmm2
	vaddps %xmm0, %xmm1, %xmm3
