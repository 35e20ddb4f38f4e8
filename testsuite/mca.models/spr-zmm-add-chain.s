# Emerald Rapids: in a loop with a 512-bit instruction, the FP adds lose
# the forwarding that makes an add chain two cycles an add (the model's
# zmm-drops-write-id).  Measured on the Emerald Rapids host with
# gcc-mca-measure: a vaddsd chain 2.00 cycles per iteration alone, 3.08
# beside a vmulps zmm (the same beside a vpaddd zmm, a zmm load or a zmm
# store: 3.08-3.18).  Before, 2.0.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 3.0
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulps	%zmm2, %zmm3, %zmm4
