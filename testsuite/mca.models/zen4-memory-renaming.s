# Zen 4: a value kept in memory, squared every iteration.  The load is
# written as the store before it (same register, unchanged): the core
# renames it to the stored register, so the chain costs the imulq's 3
# cycles only, not a store-to-load forwarding (7 cycles more) as
# without renaming; LLVM's model has no dependency (1.0).  Measured on a
# Zen 4 host with gcc-mca-measure: 3.00.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 3.0
# BINDS: dependency through memory
	movq	(%rdi), %rax
	imulq	%rax, %rax
	movq	%rax, (%rdi)
