# xaddq without lock a line apart each iteration: 2.00 (uops.info Zen
# 4 XADD (M64, R64) 2.00, four micro-ops); the model issues one a
# cycle (1.01).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 2.00
	xaddq %rcx,(%rdi)
	addq $8,%rdi
	cmpq %rsi,%rdi
	jne .L1
