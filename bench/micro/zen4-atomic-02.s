# lock addl $1 a cache line apart each iteration (the harness rewinds
# the pointer after 64 copies): 7.89.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 7.89
	lock addl $1,(%rdi)
	addq $64,%rdi
	cmpq %rsi,%rdi
	jne .L1
