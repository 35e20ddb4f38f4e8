# Zen 5: a chain of vpaddd on ymm registers.  Zen 5's 512-bit pipes take
# 2 cycles for most SIMD integer operations that take 1 on Zen 4
# (znver4: 1.00 cycles per iteration).  Measured: 2.00 (spread 0.3%).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), -calibration=scalar
# CPU: znver5
# CYCLES: 2.00
	vpaddd	%ymm1, %ymm0, %ymm0
