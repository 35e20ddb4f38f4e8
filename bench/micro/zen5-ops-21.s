# CPU: znver5
# MEASURED: 1.01
# 2 loads from one pointer and 0 stores to another, each stepped by what it takes, a fused subl and jne: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl 0(%rdi), %eax
	movl 4(%rdi), %ecx
	addq $8, %rdi
	addq $0, %rdx
	subl $1, %esi
	jne .L1
