# sfence and a store beside a counter: 2.00 (the model 1.00).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 2.00
	sfence
	movq %rax,(%rdi)
	addq $1,%r8
	cmpq %rsi,%r8
	jne .L1
