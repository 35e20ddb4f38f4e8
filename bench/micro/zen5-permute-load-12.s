# CPU: znver5
# MEASURED: 5.00
# a chain of vpermt2w zmm from memory: 5.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpermt2w (%rsi), %zmm3, %zmm0
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
