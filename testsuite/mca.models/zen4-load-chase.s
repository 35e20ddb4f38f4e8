# Zen 4: a chain of loads through a base register and a displacement
# (a linked list's next pointer) takes 4 cycles per load; LLVM's model
# gives every integer load 5.  Measured on a Zen 4 host with
# gcc-mca-measure: 4.00 cycles per iteration (the same with (%rax),
# 4096(%rax) or (%rax,%rcx); see zen4-load-chase-scaled.s for a scaled
# index).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 4.00
	movq	8(%rax), %rax
