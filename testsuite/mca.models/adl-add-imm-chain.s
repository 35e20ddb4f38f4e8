# Alder Lake P (Golden Cove): an add of an 8-bit immediate to a 64-bit
# register is done at rename, so a chain of three `addq $1' runs at the
# 6-wide rename rate, half a cycle an iteration, not one cycle per add
# (LLVM's model: latency 1, 3.00 cycles).  uops.info, Alder Lake P: ADD
# (R64, I8) latency [0;1], 1 issue slot, 0 executed uops; the Raptor Cove
# core of an Emerald Rapids host measures the same (sapphirerapids).
# SOURCE: uops.info (Alder Lake P)
# CPU: alderlake
# CYCLES: 0.5
# BINDS: dispatch width
 addq $1, %rax
 addq $1, %rax
 addq $1, %rax
