# CPU: znver5
# MEASURED: 1.20
# the body of zen5-flags-branch-01 with a cmpq of two registers and a je that falls through: 1.20 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest); beside the pointer step and back edge, not modelled
	vpcmpd $1, (%rsi,%rax), %ymm0, %k1
	kortestb %k1, %k1
	jne .L2
	cmpq %r8, %r9
	je .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
