# CPU: znver5
# MEASURED: 4.01
# a chain of {vex} vpdpwssd ymm through its accumulator: 4.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	{vex} vpdpwssd %ymm2, %ymm3, %ymm1
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
