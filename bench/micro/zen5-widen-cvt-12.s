# CPU: znver5
# MEASURED: 2.00
# a chain of vpmovzxwd xmm to ymm: 2.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpmovzxwd %xmm0, %ymm0
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
