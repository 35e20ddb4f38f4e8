# Two lock addl to two lines: 15.01 (7.5 each; the model 14.00).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 15.01
	lock addl $1,(%rdi)
	lock addl $1,64(%rdi)
	addq $1,%r8
	cmpq %rsi,%r8
	jne .L1
