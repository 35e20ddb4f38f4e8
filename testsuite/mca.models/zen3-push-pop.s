# Zen 3: two pushes and two pops of the same registers; each pop is
# renamed to the register its push stored (a stack slot), and the two
# stores a cycle bind: 2 cycles per iteration, as on Zen 4
# (zen4-push-pop.s).  Measured on the Zen 3 host with gcc-mca-measure:
# 2.00 (the model without renaming: 16).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1)
# CPU: znver3
# CYCLES: 2.00
	pushq	%rbx
	pushq	%rcx
	popq	%rcx
	popq	%rbx
