# Zen 5: a chain of vaddps on zmm registers, 2 cycles an add (Zen 4 and
# LLVM's Zen 4 model, which llvm-mca uses for znver5: 3): the adds pass
# their results to one another a cycle sooner than to other operations
# (zen5-mulsd-addsd-chain.s).  Measured: 2.00 (spread 0.6%); vaddps ymm
# and vaddsd alike.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), -calibration=scalar
# CPU: znver5
# CYCLES: 2.00
	vaddps	%zmm1, %zmm0, %zmm0
