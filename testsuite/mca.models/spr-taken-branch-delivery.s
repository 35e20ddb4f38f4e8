# Sapphire Rapids: a loop of nine micro-ops (eight nops and a dec/jnz
# pair).  Measured on the Emerald Rapids host as a loop (a standalone
# program, 200,000 iterations, the fastest of 30 runs against an imul
# chain): 2.00 cycles per iteration; 6 micro-ops 1.00, 7 1.17, 8 1.33,
# 9 to 12 2.00, 13 2.17, 16 2.67, 20 3.33.  The front end delivers at
# most eight micro-ops a cycle up to the taken back edge, which ends the
# cycle's delivery (taken-branch-uops 8); rename takes six a cycle.  The
# model said 1.50.
# SOURCE: measured (a loop in a standalone program, rdtsc against an imul chain)
# CPU: sapphirerapids
# CYCLES: 2.00
.L1:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	decq %rdi
	jnz .L1
