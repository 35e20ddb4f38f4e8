# Sapphire Rapids: vinserti128 from memory (GCC's second half of an
# unaligned 256-bit load split for generic tuning) blends the loaded
# lane into its register operand on p015 in 1 cycle; chained through
# that register it runs at 1 cycle per iteration.  LLVM's class gives
# the register the register form's 3 (a shuffle on p5): llvm-mca-19
# -mcpu=sapphirerapids and the model before form-fixes said 3.
# SOURCE: uops.info (Alder Lake P: VINSERTI128 (YMM, YMM, M128, I8)
# latency [1;<=9], 1*p015+1*p23A)
# CPU: sapphirerapids
# CYCLES: 1.0
	vinserti128	$1, (%rdi), %ymm0, %ymm0
