# CPU: znver5
# MEASURED: 2.04
# a vpaddd ymm chain and an independent vcvtdq2pd: 2.04 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpaddd %ymm4, %ymm2, %ymm2
	vcvtdq2pd %xmm5, %ymm7
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
