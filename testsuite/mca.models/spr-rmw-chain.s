# Sapphire Rapids: a counter in memory, incremented with one
# read-modify-write instruction: each increment's load takes the last
# one's store (forwarded).  The core runs addl $1, (mem) as a load, an
# add and a store, the micro-ops movl (mem), %eax / addl $1, %eax /
# movl %eax, (mem) give it, and the chain through memory costs the same:
# load 5, add 1, store 1.  LLVM's model gives the instruction 12 cycles
# (gcc-mca before: 12.00; llvm-mca-19 and -22 follow no memory
# dependency: 1.01), where its Skylake and Ice Lake models
# give 7.  Not measured on a Golden Cove host.
# SOURCE: uops.info (Alder Lake P: MOV (R64, M64) latency 5, ADD 1);
# the three-instruction form of the same loop (7.0 in gcc-mca)
# CPU: sapphirerapids
# CYCLES: 7.0
# BINDS: memory
# BINDS: 7.00
	addl	$1, (%rdi)
