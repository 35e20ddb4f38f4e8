# CPU: znver5
# MEASURED: 1.09
# a pointer stepped, three more one-cycle addq chains, a fused subl and jne: 1.09 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	addq $0, %rdi
	addq $1, %r14
	addq $1, %rbp
	addq $1, %rax
	subl $1, %esi
	jne .L1
