# Zen 4: vblendps ymm runs on any of the four FP pipes (uops.info Zen 4:
# VBLENDPS (YMM, YMM, YMM, I8) 1*FP0123, reciprocal throughput 0.25).
# Four independent ones, measured on a Zen 4 host with gcc-mca-measure:
# 1.00 cycles per iteration; LLVM's model gives them two pipes: 2.00
# (models/gen/fp-pipes.py).
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.01
	vblendps	$240, %ymm1, %ymm0, %ymm2
	vblendps	$240, %ymm1, %ymm0, %ymm3
	vblendps	$240, %ymm1, %ymm0, %ymm4
	vblendps	$240, %ymm1, %ymm0, %ymm5
