# Emerald Rapids: fxch is two micro-ops on the ALU ports, one exchange a
# cycle, its two stack slots swapped at rename (LLVM: 15 micro-ops,
# latency 17, 4 cycles each).  Measured on the Emerald Rapids host with
# gcc-mca-measure: fxch %st(1) 1.04 cycles per iteration, two 2.00, three
# with three addq 3.00, one with five addq 1.48.  The body below, three
# exchanges and three adds: 3.00 measured; 12.0 before.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 3.0
	fxch	%st(1)
	fxch	%st(2)
	fxch	%st(3)
	addq	%rax, %rbx
	addq	%rax, %rcx
	addq	%rax, %rdx
