# CPU: znver5
# MEASURED: 1.12
# an addl from memory into a running sum stored through a second pointer, both stepped, a fused subl and jne: 1.12 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	addl (%rdi), %eax
	movl %eax, (%rdx)
	addq $4, %rdi
	addq $4, %rdx
	subl $1, %esi
	jne .L1
