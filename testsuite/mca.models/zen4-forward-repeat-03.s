# Zen 4: a chain through one location stored every iteration, which
# memory renaming does not cover: the store buffer holds the location
# more than once, and forwarding costs 3 cycles more than through
# advancing addresses (a[i+1] = a[i] + 1: 5.48).  LLVM's model has no
# dependency through memory.  Measured on a Zen 4 host with
# gcc-mca-measure: 8.84 cycles per iteration.
# a 16-bit counter in memory at one address
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 8.84
	movw (%rdi), %ax
	addl $1, %eax
	movw %ax, (%rdi)
