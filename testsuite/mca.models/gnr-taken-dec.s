# Granite Rapids: a loop closed by dec/jnz (or subq $1/jne) keeps one
# taken branch a cycle, but has no limit of 8 micro-ops delivered up to
# it.  Eight nops and decq/jnz (nine micro-ops) run as a loop on the
# Granite Rapids host (a standalone program, fastest of 300 runs against
# an imul chain, 2026-12-06): 1.50 cycles per iteration (the Emerald
# Rapids host: 2.00); three nops and decq/jnz 1.00.
# SOURCE: a standalone program on the Granite Rapids host
# CPU: graniterapids
# CYCLES: 1.50
.L0:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	decq	%rcx
	jnz	.L0
