# loadop-01 with the setl's result read by a leal that ends no chain
# instead of the loop-carried addl: 2.00.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 2.00
	xorl %ecx,%ecx
	cmpl (%rdi),%edx
	setl %cl
	addq $4,%rdi
	leal (%rcx,%r11),%r10d
	cmpq %rsi,%rdi
	jne .L1
