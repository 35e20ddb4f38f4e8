# CPU: znver5
# MEASURED: 1.16
# three loads from a pointer stepped 16 bytes and a store to another stepped 4, a fused subl and jne: 1.16 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rdi), %eax
	movl 4(%rdi), %ecx
	movl 8(%rdi), %r9d
	movl %ecx, (%rdx)
	addq $16, %rdi
	addq $4, %rdx
	subl $1, %esi
	jne .L1
