# Sapphire Rapids: a 64-byte store repeated to one place, beside a
# 64-byte load.  Measured on the Emerald Rapids host with
# gcc-mca-measure: 1.00 cycles per iteration (two such stores to one
# place 2.21; a ymm store repeated to one place 0.60-0.63).  Two stores
# next to each other in one line commit together (the storepair rule),
# but a pair commits 64 bytes at most, so a zmm store commits alone
# (0.50 when it paired with the one before it).
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 1.00
	vmovups	(%rsi), %zmm1
	vmovups	%zmm6, (%rdi)
