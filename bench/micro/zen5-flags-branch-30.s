# CPU: znver5
# MEASURED: 1.86
# vpcmpd from memory, kortestb and jne, and a second vpcmpd from memory whose mask nothing reads: 1.86 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest); beside the pointer step and back edge, not modelled
	vpcmpd $1, (%rsi,%rax), %ymm0, %k1
	kortestb %k1, %k1
	jne .L2
	vpcmpd $1, 32(%rsi,%rax), %ymm0, %k2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
