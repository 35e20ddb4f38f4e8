# Zen 4: each 16-byte load reads the upper half of the previous 16-byte
# store and 8 bytes it did not write (the pointer steps by 8, as in
# sort.c:22's compare-and-swap of neighbours).  Such a load cannot be
# forwarded: it waits for the store to leave the core.  LLVM's model has
# no dependency through memory (1.0 cycle per iteration).  Measured on a
# Zen 4 host with gcc-mca-measure: 21.24 (two runs, spread 0.03%).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 21.24
# BINDS: dependency through memory
	movups	(%rdi), %xmm0
	movups	%xmm0, (%rdi)
	addq	$8, %rdi
