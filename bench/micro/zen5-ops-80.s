# CPU: znver5
# MEASURED: 2.00
# four 16-byte vector loads and three independent leaq (two vector loads a cycle): 2.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vmovups (%rdi), %xmm2
	vmovups 16(%rdi), %xmm3
	vmovups 32(%rdi), %xmm4
	vmovups 48(%rdi), %xmm5
	leaq 1(%r15), %r8
	leaq 1(%r15), %r9
	leaq 1(%r15), %r10
