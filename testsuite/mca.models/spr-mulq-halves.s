# Sapphire Rapids: two widening multiplies (mulq multiplies %rax and
# writes %rdx:%rax) in a chain that runs through the first one's high
# half (%rdx, moved to %rax: the move is eliminated) and the second
# one's low half.  The low half is ready after 3 cycles, the high half
# after 4: 7 cycles per iteration.  LLVM's model writes both halves at
# 4 (llvm-mca-19 and -22: 9.00, the movq a cycle more).
# SOURCE: uops.info (Alder Lake P: MUL (R64) latency [3;4]; LLVM's own
# MULX class: 3, 4); not measured on a Golden Cove host
# CPU: sapphirerapids
# CYCLES: 7.0
# BINDS: loop-carried
	mulq	%r8
	movq	%rdx, %rax
	mulq	%r9
