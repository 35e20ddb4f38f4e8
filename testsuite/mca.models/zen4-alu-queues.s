# Zen 4: five single-ALU operations a loop, the cmpq reading the chain
# beside it.  Each operation is written into one of the four ALU
# scheduler queues at dispatch, the queues in turn, so the next addq to
# %rcx lands behind the cmpq that becomes ready with it and waits a cycle
# (the model's bind Zn4ALU0123 turn; LLVM and a free choice of ALU at
# issue: 1.25).  Measured on a Zen 4 host with gcc-mca-measure: 1.99
# cycles per iteration (zen4-alu-queues-independent: 1.25).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.99
	addq	$1, %rcx
	cmpq	%rcx, %r10
	addq	$1, %rbx
	addq	$1, %r11
	addq	$1, %r13
