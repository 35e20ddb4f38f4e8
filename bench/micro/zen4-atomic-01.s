# lock addl $1 to one address beside a counter: 6.3-7.2 cycles per
# iteration over several processes (7.20 first); the lock, 7 cycles
# in the model (uops.info Zen 4 ADD_LOCK 7.40).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 7.20
	lock addl $1,(%rdi)
	addq $1,%r8
	cmpq %rsi,%r8
	jne .L1
