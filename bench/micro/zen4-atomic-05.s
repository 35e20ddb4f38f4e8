# xchgq with memory a line apart each iteration, locked without the
# prefix: 8.02 and 7.98.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 8.00
	xchgq %rcx,(%rdi)
	addq $64,%rdi
	cmpq %rsi,%rdi
	jne .L1
