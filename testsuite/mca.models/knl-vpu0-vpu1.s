# Knights Landing: a VPU0-only instruction (vplzcntq) alternating with
# a VPU1-only one (kortestw) runs at 12 per 7 cycles, not 2 per cycle.
# SOURCE: McCalpin: VPLZCNTQ alternating with KORTESTW
# CPU: knl
# CYCLES: 7.0
# BINDS: KNLVPU issue rate
.L1:
 vplzcntq %zmm1, %zmm2
 kortestw %k1, %k2
 vplzcntq %zmm1, %zmm3
 kortestw %k1, %k3
 vplzcntq %zmm1, %zmm4
 kortestw %k1, %k4
 vplzcntq %zmm1, %zmm5
 kortestw %k1, %k5
 vplzcntq %zmm1, %zmm6
 kortestw %k1, %k6
 vplzcntq %zmm1, %zmm7
 kortestw %k1, %k7
