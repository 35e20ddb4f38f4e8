# Zen 4: vcvtps2pd to 256 bits is 2 micro-ops on FP1-FP3 (uops.info:
# VCVTPS2PD (YMM, XMM) 1*FP12+1*FP23, reciprocal throughput 0.67; LLVM
# holds FP2/FP3 two cycles).  Measured on a Zen 4 host with
# gcc-mca-measure, four into four registers: 2.67 cycles per iteration
# (the model said 4.00).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.67
	vcvtps2pd %xmm0, %ymm12
	vcvtps2pd %xmm0, %ymm13
	vcvtps2pd %xmm0, %ymm14
	vcvtps2pd %xmm0, %ymm15
