# Granite Rapids: a vsubsd result that waited in the register file still
# reaches a multiply a cycle late, on top of the multiply's 3 cycles:
# vsubsd feeding a vmulsd chain 4.02 cycles per iteration, measured on
# the Granite Rapids host with gcc-mca-measure (2026-12-06; the Emerald
# Rapids host 5.02, the multiply 4).
# SOURCE: gcc-mca-measure on the Granite Rapids host
# CPU: graniterapids
# CYCLES: 4.02
	vsubsd	%xmm1, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm0, %xmm0
