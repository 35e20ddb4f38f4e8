# CPU: znver5
# MEASURED: 1.06
# the same storing a register the loop does not write: 1.06 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r9), %r10
	vaddps %xmm1, %xmm2, %xmm3
	vaddps %xmm1, %xmm2, %xmm4
	vmulps %xmm1, %xmm2, %xmm5
	movl %r8d, (%rdi)
	addq $4, %rdi
	subl $1, %esi
	jne .L1
