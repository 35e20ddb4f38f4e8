# CPU: znver5
# MEASURED: 1.52
# the same with two such cmpq and je: 1.52 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest); beside the pointer step and back edge, not modelled
	vpcmpd $1, (%rsi,%rax), %ymm0, %k1
	kortestb %k1, %k1
	jne .L2
	cmpq %r8, %r9
	je .L2
	cmpq %r10, %r11
	je .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
