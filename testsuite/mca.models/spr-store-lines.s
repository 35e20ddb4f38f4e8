# Sapphire Rapids: four 8-byte stores, each to a line of its own.
# Measured on this project's Intel machine with gcc-mca-measure: 4.01
# cycles per iteration (four to one line: 2.00; one repeated to one
# place: 0.50).  The core commits one cache line a cycle to the L1, two
# stores next to each other in one line together (StoreCommit and the
# storepair rule); LLVM's model lets two stores a cycle commit wherever
# they go (2.00 here; llvm-mca-19 2.00).
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 4.01
	movq	%rax, (%rdi)
	movq	%rax, 64(%rdi)
	movq	%rax, 128(%rdi)
	movq	%rax, 192(%rdi)
