# CPU: znver5
# MEASURED: 5.99
# a chain of vcvtph2ps ymm to zmm: 5.99 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vcvtph2ps %ymm0, %zmm0
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
