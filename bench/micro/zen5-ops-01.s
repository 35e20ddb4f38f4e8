# CPU: znver5
# MEASURED: 1.00
# two stores of general registers to 0 and 8 bytes of one fixed place, a fused subl and jne: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movq %rax, (%rdi)
	movq %rcx, 8(%rdi)
	subl $1, %esi
	jne .L1
