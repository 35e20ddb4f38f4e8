# An instruction of more micro-ops than the dispatch width takes the
# dispatch slots of several cycles; the run ends with the last
# retirement, as llvm-mca's does, even while those cycles go on
# (cmpxchg8b: 18 micro-ops, one a cycle here from cycle 1 to 18,
# retired in cycle 14: 15 cycles, not 19).  The retire statistics
# count the carried-over micro-ops as llvm-mca's do, in 32 bits: the
# instruction retired before its last slot takes the entries in use
# below zero for a while, and their sum wraps as llvm-mca's.
# GOLDEN: llvm-mca-19
# RUN: -mcpu=btver2 -dispatch=1 -iterations=1 -timeline -dispatch-stats
# RUN-three: -mcpu=btver2 -dispatch=1 -iterations=3 -timeline
# RUN-retire: -mcpu=btver2 -dispatch=1 -iterations=1 -retire-stats
# RUN-retire3: -mcpu=btver2 -dispatch=1 -iterations=3 -retire-stats
	imull	%eax, %eax
	cmpxchg8b	(%rsp)
