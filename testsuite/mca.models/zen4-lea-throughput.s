# Zen 4: the slow lea (base, scaled index and displacement) holds an ALU
# two cycles: two a cycle, not four.  uops.info Zen 4: LEA_B_IS_D8 (R64)
# 2 uops, reciprocal throughput 0.50 (LLVM: one ALU cycle, 1.00 here).
# Measured on a Zen 4 host with gcc-mca-measure: 2.00 cycles per
# iteration (1, 2, 3, 6, 8 such leas 0.50, 1.00, 1.50, 3.00, 4.00; two
# beside four addq 2.00).
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.00
	leaq	8(%rax,%r8,4), %rbx
	leaq	8(%rax,%r8,4), %rcx
	leaq	8(%rax,%r8,4), %rdx
	leaq	8(%rax,%r8,4), %r9
