# Emerald Rapids: an FP add on the chain itself does not make the
# multiply that reads it late: vaddsd then vmulsd around one chain 7.03
# cycles per iteration, measured on the Emerald Rapids host with
# gcc-mca-measure (3 for the add fed by another operation, 4 for the
# multiply; max, add, max 7.02, vaddsd of the chain feeding the
# multiplicand of an FMA chain 7.03).  The add's result is forwarded as
# it is made, and the `stale' slowforward lines charge only a value that
# waited in the register file; charging every read would give 8.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 7.0
	vaddsd	%xmm0, %xmm4, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
