# Zen 4: four independent vpermd: one micro-op on FP1 or FP2, two a
# cycle (uops.info Zen 4: VPERMD (YMM, YMM, YMM) 1*FP12, reciprocal
# throughput 0.50).  LLVM's model puts them on FP1 alone: 4.00 cycles per
# iteration (llvm-mca-19 the same).
# SOURCE: gcc-mca-measure on the Zen 4 host: 2.00 cycles per iteration
# CPU: znver4
# CYCLES: 2.0
# BINDS: Zn4FPFMisc12
	vpermd	%ymm0, %ymm3, %ymm12
	vpermd	%ymm0, %ymm3, %ymm13
	vpermd	%ymm0, %ymm3, %ymm14
	vpermd	%ymm0, %ymm3, %ymm15
