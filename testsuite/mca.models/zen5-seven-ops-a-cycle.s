# Zen 5: two loads, three independent leaq and two independent vaddps
# xmm, seven operations that each take a pipe, none waiting for
# another: the dispatch width (7) and every pipe allow one iteration a
# cycle, but the core issues some 6.3 operations a cycle over all its
# pipes together (the model's ratelimit on AllPipes, 19 in 3 cycles).
# Measured: 1.10 (1.10, 1.11); six leaq and a vaddps 1.05.  Seven
# eliminated moves run at 0.98, but six leaq and an eliminated movq at
# 1.10, which the limit, counting pipes, does not see.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 1.10
# BINDS: AllPipes issue rate
	movq (%rdi), %rcx
	movq 8(%rdi), %rdx
	leaq 1(%r15), %r8
	leaq 1(%r15), %r9
	leaq 1(%r15), %r10
	vaddps %xmm0, %xmm1, %xmm2
	vaddps %xmm0, %xmm1, %xmm3
