# CPU: znver5
# MEASURED: 1.03
# zen5-store-data-15 with a vmovd from a vector register in place of the stored leaq: 1.03 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vmovd %xmm1, %r10d
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	movl %r10d, (%rdi)
	addq $4, %rdi
	subl $1, %esi
	jne .L1
