# CPU: znver5
# MEASURED: 3.97
# a chain of vpermi2b ymm from memory: 3.97 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpermi2b (%rsi), %ymm3, %ymm0
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
