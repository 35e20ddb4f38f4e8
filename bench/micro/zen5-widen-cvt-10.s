# CPU: znver5
# MEASURED: 4.99
# a chain of vcvtps2qq xmm to ymm: 4.99 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vcvtps2qq %xmm0, %ymm0
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
