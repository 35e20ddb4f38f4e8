# Zen 4: a chain through one location stored every iteration, which
# memory renaming does not cover: the store buffer holds the location
# more than once, and forwarding costs 3 cycles more than through
# advancing addresses (a[i+1] = a[i] + 1: 5.48).  LLVM's model has no
# dependency through memory.  Measured on a Zen 4 host with
# gcc-mca-measure: 8.11 cycles per iteration.
# a load-op and a store at one address (not renamed: the load-op reads %%eax); addq/movq the same 8.11; a[i+1] = a[i] + 1 on 32-bit words, through advancing addresses, 5.48
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 8.11
	addl (%rdi), %eax
	movl %eax, (%rdi)
