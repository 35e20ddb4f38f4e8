# CPU: znver3
# MEASURED: 20.01
# four independent vsqrtps ymm: 5.0 cycles each, as LLVM
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vsqrtps %ymm14, %ymm8
	vsqrtps %ymm14, %ymm9
	vsqrtps %ymm14, %ymm10
	vsqrtps %ymm14, %ymm11
