# CPU: znver5
# MEASURED: 1.50
# 0 loads from one pointer and 3 stores to another, each stepped by what it takes, a fused subl and jne: 1.50 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl %ebx, 0(%rdx)
	movl %ebx, 4(%rdx)
	movl %ebx, 8(%rdx)
	addq $0, %rdi
	addq $12, %rdx
	subl $1, %esi
	jne .L1
