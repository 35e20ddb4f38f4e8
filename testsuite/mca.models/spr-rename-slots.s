# Sapphire Rapids: instructions that need no execution port still take a
# rename slot each: six `addq $1' (eliminated at rename, 0 executed
# uops) run at the 6-wide rename rate, one iteration per cycle.  LLVM's
# model gives them no micro-ops (0.17 cycles per iteration).  uops.info,
# Alder Lake P: ADD (R64, I8) 1 issue slot, 0 executed uops, reciprocal
# throughput 0.17.  Measured on this project's machine: 1.11 cycles.
# SOURCE: uops.info (Alder Lake P); gcc-mca-measure on the host
# CPU: sapphirerapids
# CYCLES: 1.0
# BINDS: dispatch width
 addq $1, %rax
 addq $1, %rcx
 addq $1, %rsi
 addq $1, %rdi
 addq $1, %r8
 addq $1, %r9
