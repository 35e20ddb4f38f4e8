# CPU: znver5
# MEASURED: 1.01
# a load from a fixed place, two leaq, one stored, a pointer step and a fused subl and jne: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rdx), %r11d
	leaq 1(%r9), %r12
	leaq 1(%r9), %r10
	movl %r10d, (%rdi)
	addq $4, %rdi
	subl $1, %esi
	jne .L1
