# Granite Rapids: a loop closed by a compare fused with its jump runs up
# to two iterations a cycle.  Two nops, addq $1 and a fused cmpq/jne,
# run as a loop on the Granite Rapids host (a standalone program, loops
# aligned to 64 bytes, fastest of 300 runs against an imul chain,
# 2026-12-06): 0.67 cycles per iteration, rename's six micro-ops a
# cycle; addq and cmpq/jne alone 0.50.  sapphirerapids, one taken branch
# a cycle (the Emerald Rapids host): 1.00.
# SOURCE: a standalone program on the Granite Rapids host
# CPU: graniterapids
# CYCLES: 0.67
.L0:
	nop
	nop
	addq	$1, %rax
	cmpq	%rdx, %rax
	jne	.L0
