# CPU: znver5
# MEASURED: 1.50
# four loads and three independent vaddps xmm: 1.50 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movq (%rdi), %rcx
	movq 8(%rdi), %rdx
	movq 16(%rdi), %rbx
	movq 24(%rdi), %rbp
	vaddps %xmm0, %xmm1, %xmm2
	vaddps %xmm0, %xmm1, %xmm3
	vaddps %xmm0, %xmm1, %xmm4
