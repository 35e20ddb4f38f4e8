# CPU: znver5
# MEASURED: 1.02
# a load and a store through two stepped pointers, a fused subl and jne: 1.02 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rdi), %eax
	movl %eax, (%rdx)
	addq $4, %rdi
	addq $4, %rdx
	subl $1, %esi
	jne .L1
