# CPU: znver5
# MEASURED: 1.05
# six independent leaq and a vaddps xmm: 1.05 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r15), %r8
	leaq 1(%r15), %r9
	leaq 1(%r15), %r10
	leaq 1(%r15), %r11
	leaq 1(%r15), %r12
	leaq 1(%r15), %r13
	vaddps %xmm0, %xmm1, %xmm2
