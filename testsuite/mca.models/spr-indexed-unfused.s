# Sapphire Rapids: a memory form that uops.info counts as two issue
# slots for its two executed micro-ops (Alder Lake P: SHRX (R32, M32,
# R32) "2 / 2", VCMPPS (YMM, YMM, M256, I8), PSHUFD (XMM, M128, I8),
# BLSR (R32, M32) the same) is not micro-fused, so an index register
# has nothing to un-laminate: it keeps its two slots.  Two such forms
# through (%rsi,%rax) and two nops take the six rename slots of a cycle.
# Measured on this project's Intel machine with gcc-mca-measure: 0.94-
# 0.98 cycles per iteration with shrx (through (%rsi) 0.95-0.99),
# vcmpps 1.06-1.08, pshufd 0.94-1.00, blsrl 0.93-0.99; zstd_compress.c's
# shrx (%rsi,%rax,4) loop 0.98-1.01; the body below (shrx and vcmpps)
# 0.97-0.98, through (%rsi) 0.95-0.96.  The model un-laminated them by
# the Haswell rule before: 1.35 here.
# SOURCE: measured (gcc-mca-measure, three processes of 9 runs)
# CPU: sapphirerapids
# CYCLES: 1.00
# BINDS: dispatch width
	shrx	%ecx, (%rsi,%rax,4), %edx
	vcmpps	$1, 32(%rsi,%rax), %ymm1, %ymm3
	nop
	nop
