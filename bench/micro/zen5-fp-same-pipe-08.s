# CPU: znver5
# MEASURED: 2.00
# a vpand ymm chain alone: 2.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpand %ymm4, %ymm2, %ymm2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
