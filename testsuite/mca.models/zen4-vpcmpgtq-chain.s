# Zen 4: vpcmpgtq has a latency of 2 (uops.info Zen 4: VPCMPGTQ (YMM,
# YMM, YMM) latency [0;2]); LLVM's class gives it 1 (llvm-mca-19: 1.00
# cycle per iteration).
# SOURCE: gcc-mca-measure on the Zen 4 host: 2.00 cycles per iteration
# (xmm: 2.00)
# CPU: znver4
# CYCLES: 2.0
# BINDS: loop-carried
	vpcmpgtq	%ymm8, %ymm0, %ymm0
