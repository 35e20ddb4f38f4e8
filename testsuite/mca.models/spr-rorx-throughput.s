# Sapphire Rapids (Golden Cove core): rorx from a register holds port 0
# or 6 two cycles, and so do shlx, sarx and shrx with a memory source.
# uops.info, Alder Lake P: RORX (R64, R64, I8) reciprocal throughput 1.00
# measured (0.50 from its ports, 1*p06); SHRX (R64, M64, R64) 1.00
# measured (1*p06+1*p23A).  LLVM gives rorx the immediate shifts' class
# and issues two of each a cycle (2.00 cycles per iteration here).  Two
# rorx and two shrx from memory: 4.00 cycles per iteration.  Not
# measured on a Golden Cove host.
# SOURCE: uops.info (Alder Lake P)
# CPU: sapphirerapids
# CYCLES: 4.00
	rorxq	$13, %rdx, %r8
	rorxl	$7, %edx, %r9d
	shrxq	%rcx, (%rsi), %r10
	shlxq	%rcx, 8(%rsi,%rax,8), %r11
