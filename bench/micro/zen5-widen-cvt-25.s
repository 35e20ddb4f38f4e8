# CPU: znver5
# MEASURED: 6.00
# a chain of vcvtudq2pd ymm to zmm: 6.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vcvtudq2pd %ymm0, %zmm0
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
