# Zen 4: two shifts of one memory location, renamed from store to load
# (the memory file): each still takes its cycle.  LLVM's class gives a
# shift of memory 5 cycles where an add to memory has 6; taking the
# load's 5 off both left the shifts nothing (1.00 cycle per iteration).
# SOURCE: gcc-mca-measure on the Zen 4 host: 2.00 cycles per iteration
# (two addq $1, (%rax) also 2.00)
# CPU: znver4
# CYCLES: 2.0
	shll	(%rax)
	shll	(%rax)
