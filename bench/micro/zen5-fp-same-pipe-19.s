# CPU: znver5
# MEASURED: 2.01
# a vpaddd ymm chain and an independent vcvtdq2ps: 2.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpaddd %ymm4, %ymm2, %ymm2
	vcvtdq2ps %ymm5, %ymm7
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
