# CPU: znver5
# MEASURED: 1.01
# a load-op addl stored, beside a leaq, a pointer step and a fused subl and jne: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl %r8d, %r10d
	addl (%rdx), %r10d
	leaq 2(%r9), %r11
	movl %r10d, (%rdi)
	addq $4, %rdi
	subl $1, %esi
	jne .L1
