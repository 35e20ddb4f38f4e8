# CPU: znver5
# MEASURED: 1.01
# one store to a pointer stepped 8 bytes, a fused subl and jne: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movq %rax, (%rdi)
	addq $8, %rdi
	subl $1, %esi
	jne .L1
