# CPU: znver5
# MEASURED: 3.99
# a chain of vpermt2ps ymm from memory: 3.99 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpermt2ps (%rsi), %ymm3, %ymm0
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
