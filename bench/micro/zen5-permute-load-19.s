# CPU: znver5
# MEASURED: 3.00
# a chain of vpermt2b xmm: 3.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpermt2b %xmm2, %xmm3, %xmm0
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
