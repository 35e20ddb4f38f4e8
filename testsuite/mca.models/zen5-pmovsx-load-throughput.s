# Zen 5: four independent vpmovsxwd from memory into ymm registers, two
# a cycle on FP pipes 1 and 2, one cycle each (LLVM's Zen 4 model holds
# the pipes three cycles for the load form: 6.00; uops.info Zen 4:
# 0.50, as the register form).  Measured: 2.00.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.00
vpmovsxwd (%rsi), %ymm3
vpmovsxwd (%rsi), %ymm4
vpmovsxwd (%rsi), %ymm5
vpmovsxwd (%rsi), %ymm6
