# Zen 5: four independent kmovq of a general register into masks, one a
# cycle, as kmovd (znver5 said 8.00 while it followed Zen 4, whose
# kmovq measured 7.20).  Measured: 4.00 (kmovd 4.00).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 4.00
kmovq %rbx, %k4
kmovq %rbx, %k5
kmovq %rbx, %k6
kmovq %rbx, %k7
