# CPU: znver5
# MEASURED: 5.14
# a chain of vcvtps2pd xmm to ymm beside three independent ones: 5.14 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vcvtps2pd %xmm0, %ymm0
	vcvtps2pd %xmm5, %ymm6
	vcvtps2pd %xmm5, %ymm7
	vcvtps2pd %xmm5, %ymm8
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
