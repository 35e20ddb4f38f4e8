# CPU: znver5
# MEASURED: 4.01
# four chains of {vex} vpdpbusd ymm, one instruction each: 4.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	{vex} vpdpbusd %ymm2, %ymm3, %ymm1
	{vex} vpdpbusd %ymm2, %ymm3, %ymm4
	{vex} vpdpbusd %ymm2, %ymm3, %ymm5
	{vex} vpdpbusd %ymm2, %ymm3, %ymm6
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
