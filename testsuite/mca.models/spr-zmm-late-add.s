# Emerald Rapids: an FP add feeding a multiply chain makes it a cycle
# slower (the stale slowforward line), but not in a loop with a 512-bit
# instruction (zmm-drops-write-id).  Measured on the Emerald Rapids host
# with gcc-mca-measure: vsubsd feeding a vmulsd chain 5.02 cycles per
# iteration, beside a vmulps zmm 4.03.  Before, 5.0.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 4.0
	vsubsd	%xmm2, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm0, %xmm0
	vmulps	%zmm5, %zmm6, %zmm7
