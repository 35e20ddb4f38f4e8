# CPU: znver5
# MEASURED: 5.01
# a chain of vpermi2q zmm from memory: 5.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpermi2q (%rsi), %zmm3, %zmm0
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
