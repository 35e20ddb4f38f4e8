# CPU: znver5
# MEASURED: 4.00
# a chain of {vex} vpdpbusd ymm from memory through its accumulator: 4.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	{vex} vpdpbusd (%rsi), %ymm3, %ymm1
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
