# CPU: znver5
# MEASURED: 5.01
# a chain of vcvtps2pd xmm to ymm beside three independent vpaddd: 5.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vcvtps2pd %xmm0, %ymm0
	vpaddd %ymm5, %ymm6, %ymm7
	vpaddd %ymm5, %ymm6, %ymm8
	vpaddd %ymm5, %ymm6, %ymm9
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
