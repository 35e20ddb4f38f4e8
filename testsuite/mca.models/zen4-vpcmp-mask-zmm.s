# Zen 4: compares of zmm registers into a mask run on FP0/FP1 two cycles
# (uops.info Zen 4: VPCMPEQD (K, ZMM, ZMM) 1*FP01, reciprocal throughput
# 1.00 measured); LLVM's class takes any of the four pipes one cycle
# (2.00 here).  With four vpdpbusd on zmm (FP0/FP1 two cycles each,
# LLVM four) the two share the pipes.
# SOURCE: gcc-mca-measure on the Zen 4 host: 8.01 cycles per iteration
# (the four compares alone 4.00, the four vpdpbusd alone 4.00)
# CPU: znver4
# CYCLES: 8.00
	vpcmpeqd	%zmm1, %zmm2, %k1
	vpcmpeqd	%zmm1, %zmm2, %k2
	vpcmpgtd	%zmm1, %zmm2, %k3
	vpcmpgtd	%zmm1, %zmm2, %k4
	vpdpbusd	%zmm5, %zmm6, %zmm10
	vpdpbusd	%zmm5, %zmm6, %zmm11
	vpdpbusd	%zmm5, %zmm6, %zmm12
	vpdpbusd	%zmm5, %zmm6, %zmm13
