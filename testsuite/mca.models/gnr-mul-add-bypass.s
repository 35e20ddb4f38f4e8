# Granite Rapids: a multiply, then two adds in one chain.  The add fed by
# the multiply still takes 3 cycles and the one fed by an add 2 (the FP
# adders forward to one another a cycle early), the multiply now 3:
# 8.03 cycles per iteration measured on the Granite Rapids host with
# gcc-mca-measure (2026-12-06); the Emerald Rapids host 9.01.
# SOURCE: gcc-mca-measure on the Granite Rapids host
# CPU: graniterapids
# CYCLES: 8.03
	mulsd	%xmm1, %xmm0
	addsd	%xmm2, %xmm0
	addsd	%xmm2, %xmm0
