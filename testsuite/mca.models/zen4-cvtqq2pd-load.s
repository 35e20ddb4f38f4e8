# Zen 4: a 256-bit conversion from 64-bit integers to doubles takes
# one FP2/FP3 cycle (uops.info: VCVTQQ2PD (YMM, M256) 1*FP23,
# reciprocal throughput 0.50; LLVM two).  Measured on a Zen 4 host with
# gcc-mca-measure: four 2.00 cycles per iteration (the model said 4.00).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.0
	vcvtqq2pd (%rsi,%rax), %ymm0
	vcvtqq2pd (%rsi,%rax), %ymm0
	vcvtqq2pd (%rsi,%rax), %ymm0
	vcvtqq2pd (%rsi,%rax), %ymm0
