# loadop-01 without the xorl zeroing %ecx (setl merges into the
# previous iteration's %ecx): 2.02.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 2.02
	cmpl (%rdi),%edx
	setl %cl
	addq $4,%rdi
	addl %ecx,%eax
	cmpq %rsi,%rdi
	jne .L1
