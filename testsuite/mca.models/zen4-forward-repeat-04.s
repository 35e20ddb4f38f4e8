# Zen 4: a chain through one location stored every iteration, which
# memory renaming does not cover: the store buffer holds the location
# more than once, and forwarding costs 3 cycles more than through
# advancing addresses (a[i+1] = a[i] + 1: 5.48).  LLVM's model has no
# dependency through memory.  Measured on a Zen 4 host with
# gcc-mca-measure: 7.94 cycles per iteration.
# zen4-mem-01 with the store through a copy of the base register: the same address, another form
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 7.94
	movq %rdi, %rsi
	movzbl (%rdi), %eax
	addl $1, %eax
	movb %al, (%rsi)
