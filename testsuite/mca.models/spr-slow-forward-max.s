# Emerald Rapids: a max chain that reads a result of the FP adders is a
# cycle late: vaddsd feeding a vmaxsd chain 5.02 cycles per iteration
# measured on the Emerald Rapids host with gcc-mca-measure (vsubps and
# vminps ymm 5.01, vaddpd and vcmppd ymm 5.01); the chain alone 4.01,
# beside adds it does not read 4.01 (`slowforward' of the adds' write
# id, the max's ports 0 and 1 both late).  Before, the model said 4.01.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 5.0
	vaddsd	%xmm3, %xmm2, %xmm1
	vmaxsd	%xmm0, %xmm1, %xmm0
