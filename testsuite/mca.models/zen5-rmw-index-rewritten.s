# Zen 5: a read-modify-write of one location whose index register is
# written again every iteration (to the same value): not renamed, as it
# is when the registers stay unchanged (zen5-rmw-narrow-renamed.s,
# 1.00), but forwarded through the store buffer.  Measured: 7.06, 7.11
# at the fastest (other invocations 8.48-8.52); orl through a movl-set
# index 7.00, addw 7.04.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 7.06
	movslq	%eax, %r14
	addl	$1, 2976(%rbx,%r14,4)
