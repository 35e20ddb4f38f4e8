# CPU: znver5
# MEASURED: 1.25
# four loads, two vmulps and two vaddps xmm, all independent: 1.25 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movq (%rdi), %rcx
	movq 8(%rdi), %rdx
	movq 16(%rdi), %rbx
	movq 24(%rdi), %rbp
	vmulps %xmm0, %xmm1, %xmm2
	vmulps %xmm0, %xmm1, %xmm3
	vaddps %xmm0, %xmm1, %xmm4
	vaddps %xmm0, %xmm1, %xmm5
