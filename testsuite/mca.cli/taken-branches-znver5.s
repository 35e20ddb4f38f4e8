# A loop's path whose three inner branches are taken (each jumps to the
# label after it) and its back edge: four taken branches an iteration,
# two a cycle on znver5 (measured on the Zen 5 host: 1.97-2.02 cycles an
# iteration), which binds; the same branches falling through
# (taken-branches-fall-through.s) leave the branch units to bind.
# RUN: -mcpu=znver5 -bounds -instruction-info=false -resource-pressure=false
.L1:
	cmpq	$0, %r10
	jge	.L2
.L2:
	cmpq	$0, %r10
	jge	.L3
.L3:
	cmpq	$0, %r10
	jge	.L4
.L4:
	decq	%rcx
	jnz	.L1
