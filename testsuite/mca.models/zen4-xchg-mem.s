# Zen 4: xchg with memory is locked (no prefix needed): the core takes
# its cache-line lock one instruction at a time, 8 cycles each
# (class-fixes `Lock', form-fixes; uops.info Zen 4 XCHG (M64, R64)
# reciprocal throughput 7.67).  llvm-mca-19: 6.00, from the register's
# chain through LLVM's 6-cycle class (the register's old value only
# goes to memory: no chain).
# SOURCE: gcc-mca-measure on the Zen 4 host: 8.02 and 7.98 cycles per
# iteration (7.88 with the same address every iteration)
# CPU: znver4
# CYCLES: 8.00
.L1:
	xchgq	%rcx, (%rdi)
	addq	$64, %rdi
	cmpq	%rsi, %rdi
	jne	.L1
