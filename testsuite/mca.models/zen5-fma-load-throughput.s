# Zen 5: four independent scalar FMAs from memory (vfmadd231sd, each
# destination zeroed first).  The load form takes an FMA pipe one cycle,
# as the register form: two a cycle.  LLVM's Zen 4 model holds the pipes
# two cycles for the load form (4.00); uops.info Zen 4 measures both
# forms at 0.50.  Measured: 2.00.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.00
vxorpd %xmm3, %xmm3, %xmm3
vfmadd231sd (%rsi), %xmm2, %xmm3
vxorpd %xmm4, %xmm4, %xmm4
vfmadd231sd (%rsi), %xmm2, %xmm4
vxorpd %xmm5, %xmm5, %xmm5
vfmadd231sd (%rsi), %xmm2, %xmm5
vxorpd %xmm6, %xmm6, %xmm6
vfmadd231sd (%rsi), %xmm2, %xmm6
