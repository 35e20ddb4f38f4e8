# Moved from testsuite/mca.models/zen4-alu-queues.s: the ALU queues given by room,
# then in turn (bind Zn4ALU0123 room-turn), do not explain it.
# Zen 4: five single-ALU operations a loop on four ALUs, the cmpq
# reading %rcx, the chain beside it.  Measured on a Zen 4 host with
# gcc-mca-measure: 1.99 cycles per iteration (1.25 with the cmpq
# independent: zen4-alu-queues-independent.s).  Each operation is given
# one of the four ALU queues at dispatch, in turn, and issues from it
# only: the cmpq waits in its queue for the addq to %rcx, and the
# operations behind it in that queue wait too.  Chosen at issue, as
# llvm-mca does, the ALUs would give 1.25.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# MEASURED: 2.003
	addq	$1, %rcx
	cmpq	%rcx, %r10
	addq	$1, %r8
	addq	$1, %r9
	addq	$1, %r11
