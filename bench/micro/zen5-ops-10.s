# CPU: znver5
# MEASURED: 1.04
# four loads from a pointer stepped 16 bytes, a fused subl and jne: 1.04 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rdi), %eax
	movl 4(%rdi), %ecx
	movl 8(%rdi), %r9d
	movl 12(%rdi), %r10d
	addq $16, %rdi
	subl $1, %esi
	jne .L1
