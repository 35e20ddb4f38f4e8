# CPU: znver5
# MEASURED: 1.17
# five leaq and a fused subl and jne: six operations with a one-cycle chain: 1.17 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r9), %r10
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	leaq 4(%r9), %r12
	leaq 5(%r9), %r13
	subl $1, %esi
	jne .L1
