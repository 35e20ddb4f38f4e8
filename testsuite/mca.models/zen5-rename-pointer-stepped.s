# Zen 5: a load-op chain whose sum is stored through the stepped
# pointer and loaded back the next iteration through the same (%rax):
# no register changes between the store and the load, but the loop
# steps %rax, so the load is forwarded, not renamed (with the
# renaming, the model said 1.01).  The model forwards it in 5 cycles a
# link, as a[i+1] = a[i] + 1 measures; this chain takes longer, not
# modelled.
# Measured: 7.91 (7.91, 7.91).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 5.00
	addl	(%rax), %edx
	addq	$4, %rax
	movl	%edx, (%rax)
	cmpq	%rcx, %rax
	jne	.L3
