# loadop-01 without the addl: 1.16.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.16
	xorl %ecx,%ecx
	cmpl (%rdi),%edx
	setl %cl
	addq $4,%rdi
	cmpq %rsi,%rdi
	jne .L1
