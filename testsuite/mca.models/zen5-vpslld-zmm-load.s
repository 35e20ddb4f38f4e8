# Zen 5: four independent vpslld of a zmm from memory: the load form of
# a 512-bit shift one cycle of an FP pipe, as its register form (Zen
# 4's model two, LLVM's Zen 4 model four for the load form: 4.00).
# Measured: 1.99.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 1.99
vpslld $3, (%rsi), %zmm3
vpslld $3, (%rsi), %zmm4
vpslld $3, (%rsi), %zmm5
vpslld $3, (%rsi), %zmm6
