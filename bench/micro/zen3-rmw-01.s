# CPU: znver3
# MEASURED: 1.02
# a read-modify-write through a pointer the loop steps, beside the step
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	xorb	%cl, (%rdi,%rax)
	addq	$1, %rax
