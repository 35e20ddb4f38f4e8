# CPU: znver5
# MEASURED: 1.01
# the same with a second leaq: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r9), %r10
	leaq 2(%r9), %r11
	vaddps %xmm1, %xmm2, %xmm3
	movl %r10d, (%rdi)
	addq $4, %rdi
	subl $1, %esi
	jne .L1
