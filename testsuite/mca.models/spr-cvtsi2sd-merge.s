# Sapphire Rapids: vcvtsi2sdl merges the converted integer into its
# first source, here the destination of the step before.  The chain
# runs through the merge operand, which reaches the result in 4 cycles;
# the path from the general register is the conversion's 7 (LLVM's
# Golden Cove model gives every operand 7: llvm-mca-19 7.00 cycles per
# iteration).  The same reading of uops.info's range was measured on a
# Zen 4 host: cvtsi2sdl %eax, %xmm0 chained 3.00 cycles, uops.info Zen 4
# [3;<=8].
# SOURCE: uops.info (Alder Lake P: VCVTSI2SD (XMM, XMM, R32) latency
# [4;<=7]); gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: sapphirerapids
# CYCLES: 4.0
	vcvtsi2sdl	%eax, %xmm0, %xmm0
