# Zen 4: a three-operand lea (base + scaled index + displacement) is a
# two-cycle operation, but its index is read a cycle late.  A chain
# through the index register runs at 1 cycle per iteration, through the
# base at 2 (zen4-lea-base.s).  uops.info Zen 4 LEA_B_IS_D8: latency
# [1;2] per operand.  Measured on a Zen 4 host with gcc-mca-measure:
# 1.04 through the index (scale 1 and displacement 1000 the same),
# 2.00 through the base.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.02
	leaq	8(%rdx,%r12,4), %r12
