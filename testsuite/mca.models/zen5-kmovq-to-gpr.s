# Zen 5: four independent kmovq of a mask into general registers, two a
# cycle, as kmovd (Zen 4 takes kmovq twice as long as kmovd; znver5 said
# 8.00 while it followed Zen 4).  Measured: 2.00 (kmovd 2.00).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.00
kmovq %k0, %rax
kmovq %k0, %rbx
kmovq %k0, %rcx
kmovq %k0, %rdx
