# Zen 3: operations that move data between the halves of a ymm register
# share one unit: vextracti128 beside vinserti128 2.00 cycles per
# iteration (znver3 said 1.00: FP0 and FP1); beside vpermq, vpermd,
# broadcasts from a register or ymm conversions 2.00-2.27, beside in-lane
# shuffles 1.00.
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 2.00
	vextracti128	$0x1, %ymm4, %xmm0
	vinserti128	$0x1, %xmm4, %ymm4, %ymm1
