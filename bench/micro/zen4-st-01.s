# CPU: znver4
# MEASURED: 1.37
# a store of an immediate through an advancing base (no index) and the addq that advances it; 1.01 with a nop after the addq (zen4-st-02), with an index (zen4-st-03) or as a byte store (zen4-st-04); a store of a register the same way 1.01
	movq $1, (%rdi)
	addq $8, %rdi
