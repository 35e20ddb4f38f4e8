# Zen 5: a vpaddd from memory accumulating into its register operand.
# The register form takes 2 cycles on Zen 5 (zen5-vpaddd-chain.s); the
# load-op form's register operand is read when the load is done, so its
# chain costs the same 2 (znver5 gave 1.00 before its load-op forms
# followed the register form).  Measured: 2.00 (spread 1.4%); xmm, zmm,
# {1to8} and paddd alike (1.98-2.01).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.00
	vpaddd	(%rdi), %ymm0, %ymm0
