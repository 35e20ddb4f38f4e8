# CPU: znver5
# MEASURED: 3.00
# a chain of vcvtps2qq xmm to xmm: 3.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vcvtps2qq %xmm0, %xmm0
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
