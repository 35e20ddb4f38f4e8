# lock cmpxchgq on one address: 9.02 (uops.info Zen 4 CMPXCHG_LOCK
# 7.89; the model 7.74).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 9.02
	lock cmpxchgq %rcx,(%rdi)
	addq $1,%r8
	cmpq %rsi,%r8
	jne .L1
