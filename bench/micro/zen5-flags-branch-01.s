# CPU: znver5
# MEASURED: 1.29
# a vpcmpd from memory into %k1, kortestb of it and a jne that falls through, beside the pointer step and the back edge: 1.29 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs); branches on flags from a mask or vector instruction, not modelled
	vpcmpd $1, (%rsi,%rax), %ymm0, %k1
	kortestb %k1, %k1
	jne .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
