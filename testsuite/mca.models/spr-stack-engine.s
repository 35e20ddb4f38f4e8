# Sapphire Rapids: two pushes and two pops of the same registers.  The
# stack engine updates %rsp in the front end (Intel optimization manual,
# "Stack Pointer Tracker"), so nothing waits for %rsp; what remains is
# the chain through the stack slots, rbx stored by a push (1 cycle) and
# loaded back by its pop (5): 6 cycles per iteration.  LLVM's model
# chains the four instructions through %rsp, a pop's load latency each:
# 12.  Measured on this project's Intel machine with gcc-mca-measure:
# 4.85 (pops are not renamed there, spr-memory-renaming.s): the model
# gives 5, the pop's result 5 cycles after the pushed data (its store
# forwarding, forward-cycles -1), 3% above the measurement.
# SOURCE: Intel optimization manual; uops.info (Alder Lake P: POP (R64)
# latency 5)
# CPU: sapphirerapids
# CYCLES: 5.0
# BINDS: dependency through memory
	pushq	%rbx
	pushq	%rcx
	popq	%rcx
	popq	%rbx
