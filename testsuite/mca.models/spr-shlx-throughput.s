# Sapphire Rapids (Golden Cove core): shlx, sarx and shrx hold port 0 or
# 6 two cycles.  uops.info, Alder Lake P: SHLX (R64, R64, R64) latency 3,
# reciprocal throughput 1.00 measured (0.50 from its ports, 1*p06); LLVM
# issues two a cycle (2.00 cycles per iteration here).  Four independent
# shlx: 4.00 cycles per iteration.  Not measured on a Golden Cove host.
# SOURCE: uops.info (Alder Lake P)
# CPU: sapphirerapids
# CYCLES: 4.00
	shlxq	%rcx, %rdx, %r8
	shlxq	%rcx, %rdx, %r9
	sarxq	%rcx, %rdx, %r10
	shrxq	%rcx, %rdx, %r11
