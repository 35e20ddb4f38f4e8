# Sapphire Rapids: a cmov from memory reads the flags in its operation,
# after the load: the chain through cmpl (1 cycle) and cmove's flags (1)
# is 2 cycles per iteration, as with cmove %eax, %ecx.  LLVM advances
# the register operand of CMOVcc (mem) but not the flags, which waited
# for the whole load-op latency (7): 8 cycles.
# SOURCE: uops.info (Alder Lake P: CMOVZ (R32, M32) latency [1;7], CMP
# (R32, R32) 1)
# CPU: sapphirerapids
# CYCLES: 2.0
	cmpl	%ecx, %edx
	cmovel	(%rsi), %ecx
