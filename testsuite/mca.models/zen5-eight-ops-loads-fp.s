# Zen 5: four loads, two vmulps and two vaddps xmm, all independent:
# eight operations at some 6.3 a cycle over all pipes (the model's
# ratelimit on AllPipes) rather than the dispatch width's seven.
# Measured: 1.25 (1.26, 1.25); six leaq and two vaddps 1.19.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 1.25
# BINDS: AllPipes issue rate
	movq (%rdi), %rcx
	movq 8(%rdi), %rdx
	movq 16(%rdi), %rbx
	movq 24(%rdi), %rbp
	vmulps %xmm0, %xmm1, %xmm2
	vmulps %xmm0, %xmm1, %xmm3
	vaddps %xmm0, %xmm1, %xmm4
	vaddps %xmm0, %xmm1, %xmm5
