# Zen 4: a lea (base + displacement) beside four independent adds.  The
# fast lea forms run on the ALUs (uops.info Zen 4: LEA_B_D8 reciprocal
# throughput 0.25, four a cycle), not on LLVM's three AGUs (1.00 here,
# and 1.33 for four leas).  Measured on a Zen 4 host with
# gcc-mca-measure: 1.25 cycles per iteration (five ALU operations); the
# lea beside three loads 1.00.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.252
	leal	-48(%rcx), %esi
	addq	$1, %rax
	addq	$1, %rbx
	addq	$1, %rdx
	addq	$1, %r8
