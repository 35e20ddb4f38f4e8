# CPU: znver5
# MEASURED: 2.67
# two vpcmpd from memory, each into a mask, kortestb and jne: 2.67 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs); branches on flags from a mask or vector instruction, not modelled
	vpcmpd $1, (%rsi,%rax), %ymm0, %k1
	kortestb %k1, %k1
	jne .L2
	vpcmpd $1, 32(%rsi,%rax), %ymm0, %k2
	kortestb %k2, %k2
	jne .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
