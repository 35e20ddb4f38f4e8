# Zen 3: memory renaming serves stack slots only.  A load, an addq and a
# store back through -8(%rsp), repeated, take the stored register at
# rename: the chain costs the addq's cycle.  Measured on the Zen 3 host
# with gcc-mca-measure: 1.00 (addl $1 repeated to (%rsp) or 8(%rsp)
# 1.00 too); the same through (%rdi), (%rbx) or (%rbp) 8.02-8.06, as
# zen3-rdi-not-renamed.s.
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1)
# CPU: znver3
# CYCLES: 1.00
	movq	-8(%rsp), %rax
	addq	$1, %rax
	movq	%rax, -8(%rsp)
