# Zen 4: two pushes and two pops of the same registers.  Each pop reads
# the stack slot its push wrote, which gcc-mca now finds (the slot of a
# push is %rsp - 8, of a pop %rsp, and %rsp moves by 8): with memory
# renaming the pops take the pushed registers at rename, and the two
# stores a cycle-each bind, 2 cycles per iteration.  Before, the slots
# were unknown and LLVM's chain through %rsp (a pop's 5 cycles) made it
# 12.  Measured on a Zen 4 host with gcc-mca-measure: 2.00.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.0
	pushq	%rbx
	pushq	%rcx
	popq	%rcx
	popq	%rbx
