# CPU: znver5
# MEASURED: 1.07
# an addl from memory into a running sum stored back to the same place, the pointer stepped, a fused subl and jne: 1.07 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	addl (%rdi), %eax
	movl %eax, (%rdi)
	addq $4, %rdi
	subl $1, %esi
	jne .L1
