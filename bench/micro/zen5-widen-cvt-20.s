# CPU: znver5
# MEASURED: 2.99
# a chain of vcvtudq2pd xmm to xmm: 2.99 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vcvtudq2pd %xmm0, %xmm0
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
