# Sapphire Rapids: cmovbe from memory is the register form's two
# micro-ops (the first combining CF and ZF) and the load: the chain
# through cmpl (1 cycle) and cmovbe's flags (2) is 3 cycles per
# iteration.  LLVM gives it cmove's class, one micro-op whose flags
# waited for the whole load-op latency: 8 cycles.
# SOURCE: uops.info (Alder Lake P: CMOVBE (R32, M32) latency [1;6],
# 2*p06+1*p23A; CMOVBE (R32, R32) latency [1;2])
# CPU: sapphirerapids
# CYCLES: 3.0
	cmpl	%ecx, %edx
	cmovbel	(%rsi), %ecx
