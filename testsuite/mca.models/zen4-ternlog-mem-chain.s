# Zen 4: vpternlogd with a memory operand, chained through both of its
# register operands (%ymm0 the destination it also reads and the second
# source).  LLVM's class, shared with vpaddd (mem), advances only its
# first register use, so the second waited for the load: 8.03 cycles
# per iteration.  fix-load-paths.py gives every register operand of a
# load-op form its register twin's latency: 1 (measured 1.00).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# CYCLES: 1.00
	vpternlogd	$0x96, (%rdi), %ymm0, %ymm0
