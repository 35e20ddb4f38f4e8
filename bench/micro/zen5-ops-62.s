# CPU: znver5
# MEASURED: 1.01
# three loads from a stepped pointer, one more one-cycle addq chain, a fused subl and jne: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl 0(%rdi), %eax
	movl 4(%rdi), %ecx
	movl 8(%rdi), %r8d
	addq $12, %rdi
	addq $1, %r14
	subl $1, %esi
	jne .L1
