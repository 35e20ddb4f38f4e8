# CPU: znver5
# MEASURED: 1.00
# three loads from a fixed pointer, two more one-cycle addq chains, a fused subl and jne: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl 0(%rdi), %eax
	movl 4(%rdi), %ecx
	movl 8(%rdi), %r8d
	addq $1, %r14
	addq $1, %rbp
	subl $1, %esi
	jne .L1
