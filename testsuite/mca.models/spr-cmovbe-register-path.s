# Sapphire Rapids: cmovbe takes two micro-ops, the first combining CF
# and ZF; its register operands reach the result in 1 cycle, the flags
# in 2.  Two cmovbe chained through %eax, the flags left alone: 2 cycles
# per iteration (the flags' 2 for each would give 4).
# SOURCE: uops.info (Alder Lake P: CMOVBE (R32, R32) latency [1;2],
# 2*p06, reciprocal throughput 1.00)
# CPU: sapphirerapids
# CYCLES: 2.0
	cmovbe	%ecx, %eax
	cmovbe	%edx, %eax
