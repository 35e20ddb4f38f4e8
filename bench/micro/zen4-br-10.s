# As zen4-br-09: the same family.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.22
	cmpq	%r8, %r9
	jne	.L1
	cmovne	%r12, %r13
	cmove	%r12, %r14
