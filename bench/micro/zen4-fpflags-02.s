# An FP compare (comisd, ucomisd, vptest) beside integer operations: its
# flags overwritten unread by an addq or cmpq, or read by a jump with a
# load or store and an addq beside it, it costs up to 1.92 cycles per
# iteration where alone it takes 1.00.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.55
	comisd	%xmm1, %xmm0
	addq	$8, %rax
	addq	$8, %r9
