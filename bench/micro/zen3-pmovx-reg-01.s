# CPU: znver3
# MEASURED: 1.50
# vpmovsxwd ymm from a register beside two vpshufb ymm: 1.50-1.56, one cycle on FP1/FP2 each (uops.info Zen 3 VPMOVSXWD (YMM, XMM) 1*FP01+1*FP12); znver3 2.50 (LLVM's three FP1/FP2 cycles, kept for the register forms: bench/README)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpmovsxwd %xmm5, %ymm0
	vpshufb %ymm5, %ymm6, %ymm7
	vpshufb %ymm5, %ymm6, %ymm8
